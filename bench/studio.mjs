import { rm } from 'node:fs/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// Studio figures: the head-office lists and the data overview's studio figures over the demo
// owner's two shops holding 20,000 customers, 60,000 orders with their payments and 10,000 reviews:
// one call, then 5 concurrent clients, embedded database. Prints figures; never fails.
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS || 20_000);
const ORDERS_PER_CUSTOMER = 3;
const REVIEW_EVERY = 2;
const CONNECTIONS = 5;
const STATUSES = ['booked', 'shot', 'selecting', 'producing', 'delivered', 'cancelled'];

/** Customers, orders over the last 90 days with a deposit each, and reviews, straight into the tables. */
async function seedStudio(db) {
  const { rows } = await db.query(
    `SELECT id, tenant_id, create_by FROM cj_shop WHERE name IN ('演示影楼旗舰店', '演示影楼分店') ORDER BY name`,
  );
  const started = performance.now();
  await db.query('BEGIN');
  for (const [index, shop] of rows.entries()) {
    const count = CUSTOMERS / rows.length;
    await db.query(
      `INSERT INTO cj_customer (id, tenant_id, shop_id, name, phone, source, create_by, create_time)
       SELECT md5($2 || s::text), $1, $2, '客户' || s, (13000000000 + s + $4::bigint * 100000)::text, 'walk_in', $3,
              now() - (s % 90) * interval '1 day'
       FROM generate_series(1, $5::int) AS s`,
      [shop.tenant_id, shop.id, shop.create_by, index, count],
    );
    await db.query(
      `INSERT INTO cj_taoxi (id, tenant_id, shop_id, name, price_fen, create_by)
       SELECT md5($2 || 'taoxi' || s::text), $1, $2, '套系' || s, s * 100000, $3 FROM generate_series(1, 8) AS s`,
      [shop.tenant_id, shop.id, shop.create_by],
    );
    await db.query(
      `INSERT INTO cj_order (id, tenant_id, shop_id, order_no, customer_id, taoxi_id, taoxi_name, price_fen, deposit_fen,
                             paid_fen, status, create_by, create_time, update_time)
       SELECT md5($2 || 'order' || c || '-' || o), $1, $2, 'B' || $4::text || '-' || c || '-' || o, md5($2 || c::text),
              md5($2 || 'taoxi' || (1 + (c + o) % 8)::text), '套系' || (1 + (c + o) % 8), (1 + (c + o) % 8) * 100000, 20000,
              20000, ($6::text[])[1 + (c * o) % 6], $3, now() - ((c + o) % 90) * interval '1 day',
              now() - ((c + o) % 90) * interval '1 day'
       FROM generate_series(1, $5::int) AS c, generate_series(1, ${ORDERS_PER_CUSTOMER}) AS o`,
      [shop.tenant_id, shop.id, shop.create_by, index, count, STATUSES],
    );
    await db.query(
      `INSERT INTO cj_order_payment (id, order_id, tenant_id, kind, amount_fen, method, create_by, create_time)
       SELECT md5(o.id || 'pay'), o.id, o.tenant_id, 'deposit', 20000, 'wechat', o.create_by, o.create_time
       FROM cj_order o WHERE o.shop_id = $1`,
      [shop.id],
    );
    await db.query(
      `INSERT INTO cj_pingjia (id, tenant_id, shop_id, customer_id, star, content, create_by, create_time)
       SELECT md5($2 || 'review' || c::text), $1, $2, md5($2 || c::text), 1 + c % 5, '评价 ' || c, $3,
              now() - (c % 90) * interval '1 day'
       FROM generate_series(1, $4::int, ${REVIEW_EVERY}) AS c`,
      [shop.tenant_id, shop.id, shop.create_by, count],
    );
  }
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return { shopId: rows[0].id, seconds: (performance.now() - started) / 1000 };
}

export async function benchStudio({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const seeded = await seedStudio(db);
  await db.close();
  console.log(
    `studio seeded: ${CUSTOMERS} customers, ${CUSTOMERS * ORDERS_PER_CUSTOMER} orders, ${CUSTOMERS / REVIEW_EVERY} reviews in ${seeded.seconds.toFixed(1)} s (PGlite, direct SQL)`,
  );
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    const headers = { 'x-access-token': token, 'tenant-id': '0' };
    const api = `${server.base}/api`;
    const cases = [
      ['head-office orders (page 1, totals)', `${api}/studioErp/order?pageSize=20`],
      [
        'head-office orders (one status, keyword)',
        `${api}/studioErp/order?status=booked&keyword=${encodeURIComponent('客户12')}`,
      ],
      ['head-office customers (page 1, totals)', `${api}/studioErp/cjuser?pageSize=20`],
      ['head-office reviews (page 1, average)', `${api}/studioErp/pingjia?pageSize=20`],
      ['customer list of one shop', `${api}/cjuser/cjUser/list?shopId=${seeded.shopId}&pageSize=20`],
      ['studio figures, 90 days', `${api}/sys/studioFigures?days=90`],
    ];
    for (const [label, url] of cases) {
      const started = performance.now();
      await fetch(url, { headers });
      const single = performance.now() - started;
      const figures = await measureLoad({ url, headers, seconds, connections: CONNECTIONS });
      console.log(
        `${label}: one call ${single.toFixed(0)} ms; ${CONNECTIONS} concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requests} calls in ${seconds} s, ${figures.failures} failures`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
