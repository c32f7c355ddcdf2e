import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// Lookbook figures: the demo clothing shop holding 20 collections of 30 styles (6 photos each), a
// paired screen's /screen/lookbook and the console's style search over them: one call, then 5
// concurrent clients, embedded database. Prints figures; never fails.
const COLLECTIONS = Number(process.env.BENCH_FZ_COLLECTIONS || 20);
const STYLES_PER_COLLECTION = Number(process.env.BENCH_FZ_STYLES || 30);
const CONNECTIONS = 5;
const DEFAULT_SETTINGS = { showName: false, volume: 60, brightness: 100, onTime: null, offTime: null };

/** Collections, styles and one paired screen of 演示服装门店, straight into the tables. */
async function seedLookbook(db) {
  const { rows } = await db.query(`SELECT id, tenant_id, create_by FROM cj_shop WHERE name = '演示服装门店'`);
  const shop = rows[0];
  const photos = JSON.stringify(Array.from({ length: 6 }, (_, i) => `shop/bench/photo-${i}.jpg`));
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO fz_collection (id, tenant_id, shop_id, name, season, year, description, sort, create_by)
     SELECT md5($2 || 'c' || c::text), $1, $2, '系列' || c, 'spring', 2026, '系列介绍', c, $3
     FROM generate_series(1, $4::int) AS c`,
    [shop.tenant_id, shop.id, shop.create_by, COLLECTIONS],
  );
  await db.query(
    `INSERT INTO fz_style (id, tenant_id, shop_id, collection_id, style_no, name, photos, price, sizes, colours,
                           fabric, description, tags, sort, create_by)
     SELECT md5($2 || 's' || c || '-' || s), $1, $2, md5($2 || 'c' || c::text), 'FZ-' || c || '-' || s, '款式' || c || '-' || s,
            $5::jsonb, 19900 + s * 100, '["S","M","L","XL"]'::jsonb, '["黑色","白色"]'::jsonb, '棉 100%', '款式介绍',
            '["新品"]'::jsonb, s, $3
     FROM generate_series(1, $4::int) AS c, generate_series(1, $6::int) AS s`,
    [shop.tenant_id, shop.id, shop.create_by, COLLECTIONS, photos, STYLES_PER_COLLECTION],
  );
  const screen = { id: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('hex') };
  await db.query(
    `INSERT INTO dv_device (id, secret_hash, app_version, shop_id, tenant_id, settings, name)
     VALUES ($1, $2, '1.0.0', $3, $4, $5::jsonb, '服装屏')`,
    [
      screen.id,
      createHash('sha256').update(screen.secret).digest('hex'),
      shop.id,
      shop.tenant_id,
      JSON.stringify(DEFAULT_SETTINGS),
    ],
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return { shopId: shop.id, screen };
}

export async function benchLookbook({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const seeded = await seedLookbook(db);
  await db.close();
  console.log(`lookbook seeded: ${COLLECTIONS} collections, ${COLLECTIONS * STYLES_PER_COLLECTION} styles (PGlite)`);
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    const owner = { 'x-access-token': token, 'tenant-id': '0' };
    const screen = { 'x-device-id': seeded.screen.id, 'x-device-secret': seeded.screen.secret };
    const api = `${server.base}/api`;
    const cases = [
      ['screen lookbook (all shown collections and styles)', `${api}/screen/lookbook`, screen],
      ['collections with style counts', `${api}/lookbook/collection/list?shopId=${seeded.shopId}`, owner],
      [
        'style search by 款号 part',
        `${api}/lookbook/style/list?shopId=${seeded.shopId}&keyword=${encodeURIComponent('FZ-1')}&pageSize=20`,
        owner,
      ],
    ];
    for (const [label, url, headers] of cases) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const bytes = (await response.arrayBuffer()).byteLength;
      const single = performance.now() - started;
      const figures = await measureLoad({ url, headers, seconds, connections: CONNECTIONS });
      console.log(
        `${label}: ${(bytes / 1024).toFixed(0)} KB, one call ${single.toFixed(0)} ms; ${CONNECTIONS} concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requests} calls in ${seconds} s, ${figures.failures} failures`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
