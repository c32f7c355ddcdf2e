import { rm } from 'node:fs/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// Studio bookings figures (issue #13): the order list of a shop holding 200,000 orders at 50
// concurrent clients, and the last place of a slot taken by 100 concurrent bookings (exactly one
// must win). Embedded database. Prints figures; never fails on a number.
// The list keeps pages in a cache, so each case prints its first (uncached) read beside the load
// figures, and one more run defeats the cache honestly: every request asks a query the cache does
// not hold (pages 1-500, with no status or one of the eight: 4,500 queries cycled, more than
// the cache's 2,000 entries, which it drops oldest first), so each answer is read from the database.
const ORDERS = Number(process.env.BENCH_ORDERS || 200_000);
const SLOTS = 2_000;
const STATUSES = ['awaiting_deposit', 'booked', 'shot', 'selecting', 'producing', 'delivered', 'cancelled', 'refunded'];
const CONTENDERS = 100;
const MISS_PAGES = 500;

/** Writes customers, slots and orders straight into the database, spread over the past year. */
async function seedOrders(db) {
  const { rows } = await db.query(`SELECT id, tenant_id FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  const shop = rows[0];
  const [pack] = (
    await db.query(`SELECT id, name, price_fen, deposit_fen FROM cj_taoxi WHERE shop_id = $1 LIMIT 1`, [shop.id])
  ).rows;
  const started = performance.now();
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO cj_dangqi_slot (id, tenant_id, shop_id, day, start_minute, end_minute, capacity, booked, create_by)
     SELECT md5('slot' || s), $1, $2, DATE '2025-01-01' + (s / 4), 540 + (s % 4) * 120, 600 + (s % 4) * 120, 200, 100, 'bench'
     FROM generate_series(0, ${SLOTS - 1}) AS s`,
    [shop.tenant_id, shop.id],
  );
  for (let start = 0; start < ORDERS; start += 20_000) {
    const end = Math.min(ORDERS, start + 20_000);
    await db.query(
      `INSERT INTO cj_customer (id, tenant_id, shop_id, name, phone, create_by)
       SELECT md5('c' || n), $1, $2, '客户' || n, (13000000000 + n)::text, 'bench' FROM generate_series($3::int, $4::int) AS n`,
      [shop.tenant_id, shop.id, start, end - 1],
    );
    await db.query(
      `INSERT INTO cj_order (id, tenant_id, shop_id, order_no, customer_id, customer_name, customer_phone, taoxi_id, taoxi_name,
         price_fen, deposit_fen, paid_fen, slot_id, status, create_by, create_time, update_time)
       SELECT md5('o' || n), $1, $2, 'DD' || to_char(DATE '2025-01-01' + (n % 365), 'YYYYMMDD') || lpad(n::text, 6, '0'),
         md5('c' || n), '客户' || n, (13000000000 + n)::text, $3, $4, $5, $6, $6, md5('slot' || (n % ${SLOTS})),
         ($7::text[])[1 + n % 8], 'bench', now() - (n || ' minutes')::interval, now()
       FROM generate_series($8::int, $9::int) AS n`,
      [shop.tenant_id, shop.id, pack.id, pack.name, pack.price_fen, pack.deposit_fen, STATUSES, start, end - 1],
    );
  }
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return { shopId: shop.id, seconds: (performance.now() - started) / 1000 };
}

/** 100 bookings at once for the last place of a fresh slot: answers how many won and the refusals. */
async function raceForLastPlace(api, headers, shopId) {
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const post = (path, body) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  await post('/cjDangqi/cjDangqi/addSlots', {
    shopId,
    from: day,
    to: day,
    times: [{ startMinute: 600, endMinute: 660 }],
    capacity: 1,
  });
  const calendar = await fetch(`${api}/cjDangqi/cjDangqi/calendar?shopId=${shopId}&from=${day}&to=${day}`, {
    headers,
  }).then((r) => r.json());
  const slotId = calendar.result.slots[0].id;
  const packages = await fetch(`${api}/cjOrder/cjOrder/taoxiOptions?shopId=${shopId}`, { headers }).then((r) =>
    r.json(),
  );
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONTENDERS }, (_, i) =>
      post('/cjOrder/cjOrder/add', {
        shopId,
        taoxiId: packages.result[0].id,
        slotId,
        customer: { name: `抢位${i}`, phone: `159${String(i).padStart(8, '0')}` },
        note: '',
      }),
    ),
  );
  const wins = answers.filter((answer) => answer.success).length;
  const full = answers.filter((answer) => answer.message === '该档期已约满').length;
  return { wins, full, ms: performance.now() - started };
}

export async function benchStudioBookings({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const seeded = await seedOrders(db);
  await db.close();
  console.log(
    `orders seeded: ${ORDERS} orders, ${ORDERS} customers, ${SLOTS} slots in ${seeded.seconds.toFixed(1)} s (PGlite, direct SQL)`,
  );
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    const headers = { 'x-access-token': token, 'tenant-id': '0' };
    const api = `${server.base}/api`;
    const list = `${api}/cjOrder/cjOrder/list?shopId=${seeded.shopId}`;
    const cases = [
      ['order list (page 1)', `${list}&pageNo=1&pageSize=10`],
      ['order list (page 500)', `${list}&pageNo=500&pageSize=10`],
      ['order list (status delivered)', `${list}&status=delivered`],
      ['order list (phone ends with 0123)', `${list}&customerPhone=*0123`],
    ];
    for (const [label, url] of cases) {
      // The first request reads the database; the load then finds the page as a front desk does.
      const started = performance.now();
      await fetch(url, { headers });
      const firstMs = performance.now() - started;
      const figures = await measureLoad({ url, headers, seconds });
      console.log(
        `${label}, shop with ${ORDERS} orders: first (uncached) read ${firstMs.toFixed(0)} ms; 50 concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requestsPerSecond} req/s, ${figures.failures} failures`,
      );
    }
    const missing = await measureLoad({
      url: list,
      headers,
      seconds,
      pathOf: (n) => {
        const status = [''].concat(STATUSES)[Math.floor(n / MISS_PAGES) % (STATUSES.length + 1)];
        return `${new URL(list).pathname}${new URL(list).search}&pageNo=${1 + (n % MISS_PAGES)}&status=${status}`;
      },
    });
    console.log(
      `order list, every request a query not in the cache (pages 1-${MISS_PAGES}, any or one status), 50 concurrent: p50 ${missing.p50} ms, p99 ${missing.p99} ms, ${missing.requestsPerSecond} req/s, ${missing.failures} failures`,
    );
    const race = await raceForLastPlace(api, headers, seeded.shopId);
    console.log(
      `last place of a slot, ${CONTENDERS} concurrent bookings: ${race.wins} succeeded, ${race.full} refused 该档期已约满, in ${race.ms.toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
