import { randomBytes } from 'node:crypto';
import { openDataDir } from './lib/database.mjs';
import { cpuMs, freshDataDir, login, startServer } from './lib/server.mjs';
import { insertScreens, measureCommand } from './screens.mjs';

// Play plans issue figures: the timeline page for a shop of 5,000 screens (every screen's day,
// resolved by the shared function), and the command to all 5,000 with plans in place.
// Prints figures; never fails on a number.
const SCREENS = Number(process.env.BENCH_PLAN_SCREENS || 5000);
const GROUPS = 20;
const OWN_PLANS = 100;
const RUNS = 10;

const newId = () => randomBytes(16).toString('hex');
const ALL_DAYS = JSON.stringify([1, 2, 3, 4, 5, 6, 7]);

/** Groups of screens, a morning and an evening plan per group, an interrupt for all, plans of single screens. */
async function insertPlans(db, screens) {
  const { rows } = await db.query(`SELECT id, tenant_id FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  const shop = rows[0];
  const groups = Array.from({ length: GROUPS }, () => newId());
  for (const [index, groupId] of groups.entries()) {
    await db.query('INSERT INTO dv_group (id, tenant_id, shop_id, name) VALUES ($1, $2, $3, $4)', [
      groupId,
      shop.tenant_id,
      shop.id,
      `分组${index + 1}`,
    ]);
    const members = screens.filter((_, i) => i % GROUPS === index).map((screen) => screen.id);
    await db.query('UPDATE dv_device SET group_id = $1 WHERE id = ANY($2)', [groupId, members]);
  }
  const plan = (fields) =>
    db.query(
      `INSERT INTO pp_plan (id, tenant_id, shop_id, name, priority, days, windows, interrupt, content, device_ids, group_ids)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb)`,
      [
        newId(),
        shop.tenant_id,
        shop.id,
        fields.name,
        fields.priority,
        ALL_DAYS,
        JSON.stringify(fields.windows),
        fields.interrupt ? JSON.stringify(fields.interrupt) : null,
        JSON.stringify({ kind: 'shopHome' }),
        JSON.stringify(fields.deviceIds ?? []),
        JSON.stringify(fields.groupIds ?? []),
      ],
    );
  for (const groupId of groups) {
    await plan({ name: '早', priority: 10, windows: [{ start: '08:00', end: '12:00' }], groupIds: [groupId] });
    await plan({ name: '晚', priority: 20, windows: [{ start: '18:00', end: '23:30' }], groupIds: [groupId] });
  }
  await plan({
    name: '插播',
    priority: 50,
    windows: [{ start: '09:00', end: '21:00' }],
    interrupt: { everyMinutes: 5, seconds: 10 },
    groupIds: groups,
  });
  for (let i = 0; i < OWN_PLANS; i += 1) {
    await plan({
      name: `单屏${i}`,
      priority: 30,
      windows: [{ start: '12:00', end: '13:00' }],
      deviceIds: [screens[i * 7].id],
    });
  }
  return shop.id;
}

export async function benchPlayPlan(port) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const screens = await insertScreens(db, SCREENS);
  const shopId = await insertPlans(db, screens);
  await db.close();
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    const times = [];
    const cpuTimes = [];
    let screensAnswered = 0;
    let segments = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const date = `2026-03-${String(run + 2).padStart(2, '0')}`;
      const started = performance.now();
      const cpuBefore = await cpuMs(server.pid);
      const answer = await (
        await fetch(`${server.base}/api/playplan/timeline?shopId=${shopId}&date=${date}`, {
          headers: { 'x-access-token': token },
        })
      ).json();
      times.push(performance.now() - started);
      cpuTimes.push((await cpuMs(server.pid)) - cpuBefore);
      screensAnswered = answer.result.screens.length;
      segments = Object.values(answer.result.days).reduce((sum, day) => sum + day.segments.length, 0);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    console.log(
      `play-plan timeline of ${screensAnswered} screens (${GROUPS * 2 + 1 + OWN_PLANS} plans, ${segments} segments in the distinct days): ` +
        `median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms over ${RUNS} days; ` +
        `server CPU per timeline median ${cpuTimes[Math.floor(RUNS / 2)].toFixed(0)} ms`,
    );
    await measureCommand(`screens ${SCREENS} with play plans`, [server], screens);
  } finally {
    await server.stop();
  }
}
