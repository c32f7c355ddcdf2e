import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// Retail figures (issue #14): the demo retail shop holding 1,000 products on shelf with 3 variants
// each, 100 cases (the most a shop may have) linking 20 products each, and a home with every
// module. What a paired screen fetches (/screen/lingshou: home, catalogue and cases in one answer,
// its size too) and the console's case list: one call, then 5 concurrent clients, embedded
// database. Prints figures; never fails.
const PRODUCTS = Number(process.env.BENCH_RETAIL_PRODUCTS || 1_000);
const CASES = 100;
const LINKS_PER_CASE = 20;
const CONNECTIONS = 5;
const SCREEN_SETTINGS = { showName: false, volume: 60, brightness: 100, onTime: null, offTime: null };

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

async function seedRetail(db) {
  const { rows } = await db.query(`SELECT id, tenant_id, create_by FROM cj_shop WHERE name = '演示零售门店'`);
  const shop = rows[0];
  const screen = { id: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('hex') };
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO ls_product (id, tenant_id, shop_id, code, name, description, images, status, create_by)
     SELECT md5('p' || s::text), $1, $2, 'B' || s, '商品' || s, '商品介绍 ' || s, '["shop/p.png"]'::jsonb, 1, $3
     FROM generate_series(1, $4::int) AS s`,
    [shop.tenant_id, shop.id, shop.create_by, PRODUCTS],
  );
  await db.query(
    `INSERT INTO ls_product_sku (id, product_id, spec, price, stock, sort)
     SELECT md5('k' || s::text || '-' || v), md5('p' || s::text), '规格' || v, 9900 + v * 100, 10, v
     FROM generate_series(1, $1::int) AS s, generate_series(1, 3) AS v`,
    [PRODUCTS],
  );
  await db.query(
    `INSERT INTO ls_case (id, tenant_id, shop_id, title, photos, content, product_ids, sort, create_by)
     SELECT md5('c' || c::text), $1, $2, '案例' || c, '["shop/c1.png","shop/c2.png"]'::jsonb,
            '<p>' || repeat('案例介绍', 200) || '</p>',
            (SELECT jsonb_agg(md5('p' || ((c * ${LINKS_PER_CASE} + l) % $4::int + 1)::text))
             FROM generate_series(1, ${LINKS_PER_CASE}) AS l),
            c, $3
     FROM generate_series(1, ${CASES}) AS c`,
    [shop.tenant_id, shop.id, shop.create_by, PRODUCTS],
  );
  await db.query(
    `INSERT INTO ls_home (shop_id, tenant_id, modules, banners)
     VALUES ($1, $2, '["banner","categories","products","cases","store"]'::jsonb, '["shop/b1.png","shop/b2.png"]'::jsonb)`,
    [shop.id, shop.tenant_id],
  );
  await db.query(
    `INSERT INTO dv_device (id, secret_hash, app_version, shop_id, tenant_id, settings, name)
     VALUES ($1, $2, '1.0.0', $3, $4, $5::jsonb, '零售屏')`,
    [screen.id, sha256(screen.secret), shop.id, shop.tenant_id, JSON.stringify(SCREEN_SETTINGS)],
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return { shopId: shop.id, screen };
}

export async function benchRetail({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const { shopId, screen } = await seedRetail(db);
  await db.close();
  console.log(`retail seeded: ${PRODUCTS} products × 3 variants, ${CASES} cases × ${LINKS_PER_CASE} linked products`);
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    const api = `${server.base}/api`;
    const screenHeaders = { 'x-device-id': screen.id, 'x-device-secret': screen.secret };
    const consoleHeaders = { 'x-access-token': token, 'tenant-id': '0' };
    const cases = [
      ['screen retail answer (/screen/lingshou)', `${api}/screen/lingshou`, screenHeaders],
      ['console case list (100 cases)', `${api}/lingshou/case/list?shopId=${shopId}`, consoleHeaders],
      ['console home layout', `${api}/lingshou/home?shopId=${shopId}`, consoleHeaders],
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
