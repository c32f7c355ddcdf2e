import { createHash, randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { openDataDir } from './lib/database.mjs';
import { freshDataDir, login, rssBytes, startServer } from './lib/server.mjs';

// Devices issue figures: N screens (WebSockets with heartbeats) held by one server process, the
// memory each costs, and how long a console command takes to reach every one of them.
// Prints figures; never fails on a number.
const SIZES = (process.env.BENCH_SCREENS || '1000,5000').split(',').map(Number);
const HEARTBEAT_MS = 20_000;
const DEFAULT_SETTINGS = { showName: false, volume: 60, brightness: 100, onTime: null, offTime: null };

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Pairs `count` screens with the demo shop straight in the database (no HTTP per screen). */
export async function insertScreens(db, count) {
  const { rows } = await db.query(`SELECT id, tenant_id FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  const shop = rows[0];
  const screens = [];
  for (let i = 0; i < count; i += 1)
    screens.push({ id: randomBytes(16).toString('hex'), secret: randomBytes(32).toString('hex') });
  for (let i = 0; i < screens.length; i += 500) {
    const batch = screens.slice(i, i + 500);
    const values = batch
      .map(
        (_, j) =>
          `($${j * 3 + 1}, $${j * 3 + 2}, $${j * 3 + 3}, '${shop.id}', ${shop.tenant_id}, '${JSON.stringify(DEFAULT_SETTINGS)}'::jsonb, '屏幕')`,
      )
      .join(',');
    await db.query(
      `INSERT INTO dv_device (id, secret_hash, app_version, shop_id, tenant_id, settings, name) VALUES ${values}`,
      batch.flatMap((screen) => [screen.id, sha256(screen.secret), '1.0.0']),
    );
  }
  return screens;
}

function openScreen(wsBase, screen, onCommand) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/api/screen/socket/${screen.id}`, [screen.secret]);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.on('message', (data) => onCommand(JSON.parse(String(data))));
  });
}

/** Opens every screen's socket, spread in turn over the servers, 200 at a time. */
async function openScreens(servers, screens, received) {
  const sockets = [];
  for (let i = 0; i < screens.length; i += 200) {
    const batch = screens.slice(i, i + 200);
    sockets.push(
      ...(await Promise.all(
        batch.map((screen, j) =>
          openScreen(servers[(i + j) % servers.length].base.replace('http', 'ws'), screen, (message) => {
            if (message.cmd === 'update' && !received.has(screen.id)) received.set(screen.id, performance.now());
          }),
        ),
      )),
    );
  }
  return sockets;
}

/**
 * Pushes an app version to every screen through `server` while the screens send their heartbeats
 * (each every 20 s, over its socket), and waits until each open socket got it.
 */
async function commandToAll(server, screens, sockets, received) {
  const held = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  const perTick = Math.max(1, Math.ceil(screens.length / (HEARTBEAT_MS / 100)));
  let next = 0;
  const heartbeats = setInterval(() => {
    for (let i = 0; i < perTick; i += 1) {
      const socket = sockets[next++ % sockets.length];
      if (socket.readyState === WebSocket.OPEN) socket.send('HeartBeat');
    }
  }, 100);
  try {
    const token = await login(server.base);
    const versions = await (
      await fetch(`${server.base}/api/version/dvVersion/v2/getAppVersion`, { headers: { 'x-access-token': token } })
    ).json();
    const sent = performance.now();
    const push = await fetch(`${server.base}/api/version/dvVersion/updateAppToDevice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      body: JSON.stringify({ deviceIds: screens.map((screen) => screen.id), versionId: versions.result[0].id }),
    });
    const answeredMs = performance.now() - sent;
    const deadline = Date.now() + 60_000;
    while (received.size < held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const delays = [...received.values()].map((at) => at - sent).sort((a, b) => a - b);
    return { held, status: push.status, answeredMs, delays };
  } finally {
    clearInterval(heartbeats);
  }
}

/** Opens the screens on the servers, commands them all through the first, and prints the figures. */
export async function measureCommand(label, servers, screens) {
  const received = new Map();
  const sockets = [];
  try {
    const before = await Promise.all(servers.map((server) => rssBytes(server.pid)));
    sockets.push(...(await openScreens(servers, screens, received)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await Promise.all(servers.map((server) => rssBytes(server.pid)));
    const grown = after.reduce((sum, bytes, i) => sum + bytes - before[i], 0);
    const { held, status, answeredMs, delays } = await commandToAll(servers[0], screens, sockets, received);
    console.log(
      `${label}: ${held} sockets held; server memory +${(grown / 1024 / 1024).toFixed(1)} MB (${(grown / held / 1024).toFixed(1)} KB per screen); ` +
        `command to all (push an app version, HTTP ${status} in ${answeredMs.toFixed(0)} ms): ${delays.length}/${held} received, ` +
        `p50 ${percentile(delays, 50)?.toFixed(0)} ms, p99 ${percentile(delays, 99)?.toFixed(0)} ms, last ${delays.at(-1)?.toFixed(0)} ms`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

async function measure(count, port) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const db = openDataDir(dataDir);
  const screens = await insertScreens(db, count);
  await db.close();
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    await measureCommand(`screens ${count}`, [server], screens);
  } finally {
    await server.stop();
  }
}

export async function benchScreens(port) {
  for (const count of SIZES) await measure(count, port);
}
