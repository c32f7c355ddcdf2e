import { randomBytes } from 'node:crypto';
import { openDataDir } from './lib/database.mjs';
import { cpuMs, freshDataDir, startServer } from './lib/server.mjs';
import { insertScreens } from './screens.mjs';

// Proof-of-play ingest (issue #15): screens send batches of play records (500 a batch, as the
// player does after an offline spell); how many records a second one server process stores, and
// how fast a resent batch (all duplicates) is answered. Prints figures; never fails on a number.
const SCREENS = 50;
const BATCH = 500;
const CONCURRENCY = 20;

const WORKS = 12;

/** The works the batches name: the server refuses plays of works that are not the screens' shop's. */
async function insertWorks(db) {
  const { rows } = await db.query(`SELECT id, tenant_id FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  const shop = rows[0];
  const ids = Array.from({ length: WORKS }, () => randomBytes(16).toString('hex'));
  for (const id of ids) {
    await db.query(
      `INSERT INTO cl_works (id, tenant_id, shop_id, kind, name, file_key, size, code, create_by)
       VALUES ($1, $2, $3, 'image', 'bench', 'bench.jpg', 1, $4, 'bench')`,
      [id, shop.tenant_id, shop.id, id.slice(0, 8)],
    );
  }
  return ids;
}

function batchOf(size, workIds) {
  const now = Date.now();
  return Array.from({ length: size }, (_, i) => ({
    id: randomBytes(16).toString('hex'),
    workId: workIds[i % workIds.length],
    startedAt: now - 3_600_000 + i * 1000,
    durationMs: 10_000,
  }));
}

async function send(base, screen, records) {
  const response = await fetch(`${base}/api/screen/plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': screen.id, 'x-device-secret': screen.secret },
    body: JSON.stringify({ records }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`plays refused: ${body.message}`);
  return body.result;
}

/** `CONCURRENCY` senders, each taking the next screen in turn, for `seconds`. */
async function ingestFor(base, screens, seconds, makeBatch) {
  const end = performance.now() + seconds * 1000;
  let accepted = 0;
  let duplicates = 0;
  let batches = 0;
  let turn = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const screen = screens[turn++ % screens.length];
        const result = await send(base, screen, makeBatch(screen));
        accepted += result.accepted;
        duplicates += result.duplicates;
        batches += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { accepted, duplicates, batches, elapsed };
}

export async function benchProofOfPlay({ port, seconds }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const screens = await insertScreens(db, SCREENS);
  const workIds = await insertWorks(db);
  await db.close();
  const server = await startServer({ port, dataDir });
  try {
    let cpuBefore = await cpuMs(server.pid);
    const fresh = await ingestFor(server.base, screens, seconds, () => batchOf(BATCH, workIds));
    const freshCpu = (await cpuMs(server.pid)) - cpuBefore;
    console.log(
      `proof-of-play ingest, ${CONCURRENCY} concurrent batches of ${BATCH}: ${Math.round(fresh.accepted / fresh.elapsed)} records/s stored (${fresh.batches} batches, ${fresh.accepted} records in ${fresh.elapsed.toFixed(1)} s); ` +
        `server CPU ${((freshCpu / fresh.accepted) * 1000).toFixed(0)} ms per 1,000 records`,
    );
    const replay = batchOf(BATCH, workIds);
    await send(server.base, screens[0], replay);
    cpuBefore = await cpuMs(server.pid);
    const resent = await ingestFor(server.base, [screens[0]], Math.min(seconds, 5), () => replay);
    const resentCpu = (await cpuMs(server.pid)) - cpuBefore;
    console.log(
      `proof-of-play resent batches (all duplicates): ${Math.round((resent.batches * BATCH) / resent.elapsed)} records/s answered, ${resent.accepted} stored twice; ` +
        `server CPU ${((resentCpu / (resent.batches * BATCH)) * 1000).toFixed(0)} ms per 1,000 records`,
    );
  } finally {
    await server.stop();
  }
}
