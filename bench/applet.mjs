import { rm } from 'node:fs/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, startServer } from './lib/server.mjs';

// The applet's public API (issue #14) as a mini-program's crowd calls it: one shop's info and a
// page of its albums, 200 concurrent clients, embedded database. Budget p99 ≤ 30 ms; prints
// figures (after a 2 s warm-up) and never fails on them.
const APP_ID = 'wxbench000000000001';
const ALBUMS = 200;
const CONNECTIONS = 200;
const WARM_UP_SECONDS = 2;

/** An applet bound to the demo flagship shop, and albums public to it in one category, straight into the tables. */
async function seedApplet(db) {
  const {
    rows: [shop],
  } = await db.query(`SELECT id, tenant_id, create_by FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO wx_applet (id, tenant_id, app_id, nick_name, refresh_token, create_by)
     VALUES (md5('bench-applet'), $1, $2, '压测小程序', 'refresh', $3)`,
    [shop.tenant_id, APP_ID, shop.create_by],
  );
  await db.query(
    `INSERT INTO wx_applet_shop (id, tenant_id, applet_id, shop_id) VALUES (md5('bench-binding'), $1, md5('bench-applet'), $2)`,
    [shop.tenant_id, shop.id],
  );
  await db.query(
    `INSERT INTO cj_kepian_fenlei (id, tenant_id, shop_id, name, create_by) VALUES (md5('bench-fenlei'), $1, $2, '小程序样片', $3)`,
    [shop.tenant_id, shop.id, shop.create_by],
  );
  await db.query(
    `INSERT INTO cj_kepian (id, tenant_id, shop_id, main_number, title, status, sort, is_public_xcx, create_by)
     SELECT md5('bench-album' || s), $1, $2, 'XCX' || s, '样片 ' || s, 1, 1000 + s, 1, $3 FROM generate_series(1, $4::int) AS s`,
    [shop.tenant_id, shop.id, shop.create_by, ALBUMS],
  );
  await db.query(
    `INSERT INTO cj_kepian_fenlei_link (kepian_id, fenlei_id)
     SELECT md5('bench-album' || s), md5('bench-fenlei') FROM generate_series(1, $1::int) AS s`,
    [ALBUMS],
  );
  await db.query('COMMIT');
  return shop.id;
}

export async function benchApplet({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const shopId = await seedApplet(db);
  await db.close();
  // The crowd comes from one address here, so the per-address limit is lifted for the measurement.
  const server = await startServer({ port, dataDir, env: { APPLET_READ_RATE_LIMIT: '100000000' } });
  try {
    const shop = `${server.base}/api/applet/v1/${APP_ID}/shops/${shopId}`;
    const cases = [
      ['applet shop info', shop],
      ['applet album list (page 1 of 20)', `${shop}/albums?pageSize=10`],
    ];
    for (const [label, url] of cases) {
      const started = performance.now();
      const answer = await fetch(url);
      const single = performance.now() - started;
      const body = await answer.json();
      if (!answer.ok || !body.success) throw new Error(`${label}: HTTP ${answer.status} ${body.message ?? ''}`);
      console.log(`${label}: answers ${JSON.stringify(body.result).length} bytes of JSON`);
      // Steady state is what the budget is about: a short unreported run warms the JIT first.
      await measureLoad({ url, seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
      const figures = await measureLoad({ url, seconds, connections: CONNECTIONS });
      console.log(
        `${label}: first (uncached) call ${single.toFixed(0)} ms; ${CONNECTIONS} concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requestsPerSecond} req/s, ${figures.failures} failures`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
