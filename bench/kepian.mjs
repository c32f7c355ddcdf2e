import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// Sample-albums figures: album list and category tree latency for a shop holding 5,000 albums
// and 100,000 photos, 50 concurrent clients, embedded database. Prints figures; never fails.
const ALBUMS = Number(process.env.BENCH_ALBUMS || 5_000);
const PHOTOS_PER_ALBUM = 20;
const CATEGORIES = 30;

const newId = () => randomBytes(16).toString('hex');

/** Writes the albums, photos and a three-level category tree straight into the database. */
export async function seedAlbums(db) {
  const { rows } = await db.query(`SELECT id, tenant_id, create_by FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  const shop = rows[0];
  const started = performance.now();
  const fenlei = [];
  for (let i = 0; i < CATEGORIES; i += 1) {
    const level = i < 10 ? 0 : i < 20 ? 1 : 2;
    const parentId = level === 0 ? null : fenlei[i - 10].id;
    fenlei.push({ id: newId(), parentId, level, sort: (i % 10) + 1 });
  }
  for (const node of fenlei) {
    await db.query(
      `INSERT INTO cj_kepian_fenlei (id, tenant_id, shop_id, parent_id, name, level, sort, create_by) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [
        node.id,
        shop.tenant_id,
        shop.id,
        node.parentId,
        `分类${node.sort}-${node.level}`,
        node.level,
        node.sort,
        shop.create_by,
      ],
    );
  }
  await db.query('BEGIN');
  for (let start = 0; start < ALBUMS; start += 500) {
    const albums = [];
    for (let i = start; i < Math.min(ALBUMS, start + 500); i += 1) albums.push({ id: newId(), n: i + 1 });
    await db.query(
      `INSERT INTO cj_kepian (id, tenant_id, shop_id, main_number, title, status, sort, is_public_pd, create_by)
       SELECT a.id, $1, $2, a.n::text, '样片 ' || a.n, 1, a.n, 1, $3 FROM jsonb_to_recordset($4::jsonb) AS a(id text, n int)`,
      [shop.tenant_id, shop.id, shop.create_by, JSON.stringify(albums)],
    );
    await db.query(
      `INSERT INTO cj_kepian_photo (id, kepian_id, file_key, sort, width, height)
       SELECT md5(a.id || s::text), a.id, 'kepian/bench/' || a.id || '-' || s || '.jpg', s, 1200, 1800
       FROM jsonb_to_recordset($1::jsonb) AS a(id text, n int), generate_series(1, ${PHOTOS_PER_ALBUM}) AS s`,
      [JSON.stringify(albums)],
    );
    await db.query(
      `INSERT INTO cj_kepian_fenlei_link (kepian_id, fenlei_id)
       SELECT a.id, ($2::jsonb ->> (a.n % ${CATEGORIES})) FROM jsonb_to_recordset($1::jsonb) AS a(id text, n int)`,
      [JSON.stringify(albums), JSON.stringify(fenlei.map((node) => node.id))],
    );
  }
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return { shopId: shop.id, seconds: (performance.now() - started) / 1000, fenleiId: fenlei[12].id };
}

export async function benchKepian({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const seeded = await seedAlbums(db);
  await db.close();
  console.log(
    `albums seeded: ${ALBUMS} albums, ${ALBUMS * PHOTOS_PER_ALBUM} photos, ${CATEGORIES} categories in ${seeded.seconds.toFixed(1)} s (PGlite, direct SQL)`,
  );
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    const headers = { 'x-access-token': token, 'tenant-id': '0' };
    const api = `${server.base}/api`;
    const cases = [
      ['album list (page 1)', `${api}/cjKepian/cjKepian/list?shopId=${seeded.shopId}&pageNo=1&pageSize=20`],
      ['album list (page 100)', `${api}/cjKepian/cjKepian/list?shopId=${seeded.shopId}&pageNo=100&pageSize=20`],
      [
        'album list (one category)',
        `${api}/cjKepian/cjKepian/list?shopId=${seeded.shopId}&fenleiId=${seeded.fenleiId}`,
      ],
      ['category tree', `${api}/cjKepianFenlei/cjKepianFenlei/queryFenLeiByshopId?shopId=${seeded.shopId}`],
    ];
    for (const [label, url] of cases) {
      const figures = await measureLoad({ url, headers, seconds });
      console.log(
        `${label}, shop with ${ALBUMS} albums, 50 concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requestsPerSecond} req/s, ${figures.failures} failures`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
