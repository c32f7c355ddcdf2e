import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { WebSocket } from 'ws';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// Announcements issue (#12) figures: one announcement released to every user of a tenant of
// 10,000 (how long the release call takes to write the receipts) while 1,000 of them have a
// console connected (how long the live message takes to reach each). Prints, never fails.
const USERS = Number(process.env.BENCH_ANNT_USERS || 10_000);
const CONSOLES = Number(process.env.BENCH_ANNT_CONSOLES || 1_000);
const SESSION_DAYS = 1;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Adds `count` users to the demo owner's tenant straight in the database, and a session for the
 * first `signedIn` of them; answers those users' ids and tokens.
 */
async function insertUsers(dataDir, count, signedIn) {
  const db = new PGlite(path.join(dataDir, 'db'));
  const { rows } = await db.query(`SELECT tenant_id FROM sys_user WHERE username = 'demo'`);
  const tenantId = rows[0].tenant_id;
  const consoles = [];
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString();
  for (let start = 0; start < count; start += 500) {
    const ids = [];
    for (let i = start; i < Math.min(count, start + 500); i += 1) ids.push(randomBytes(16).toString('hex'));
    const names = ids.map((id, j) => [id, `bench_${start + j}`]);
    await db.query(
      `INSERT INTO sys_user (id, username, realname, tenant_id) SELECT * FROM unnest($1::text[], $2::text[], $2::text[], $3::int[])`,
      [ids, names.map(([, name]) => name), ids.map(() => tenantId)],
    );
    await db.query(`INSERT INTO sys_user_tenant (user_id, tenant_id) SELECT unnest($1::text[]), $2`, [ids, tenantId]);
    for (const id of ids) {
      if (consoles.length >= signedIn) break;
      consoles.push({ id, token: randomBytes(32).toString('hex') });
    }
  }
  for (let i = 0; i < consoles.length; i += 500) {
    const batch = consoles.slice(i, i + 500);
    await db.query(
      `INSERT INTO sys_session (token_hash, user_id, expires_at) SELECT unnest($1::text[]), unnest($2::text[]), $3`,
      [batch.map((c) => sha256(c.token)), batch.map((c) => c.id), expires],
    );
  }
  await db.close();
  return consoles;
}

function openConsole(wsBase, user, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/api/websocket/${user.id}`, [user.token]);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.on('message', (data) => onMessage(JSON.parse(String(data))));
  });
}

async function call(base, token, method, url, body) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${url}: ${envelope.message}`);
  return envelope.result;
}

export async function benchAnnouncements(port) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  const users = await insertUsers(dataDir, USERS, CONSOLES);
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  const wsBase = server.base.replace('http', 'ws');
  const sockets = [];
  const received = new Map();
  let anntId = null;
  try {
    for (let i = 0; i < users.length; i += 100) {
      const batch = users.slice(i, i + 100);
      sockets.push(
        ...(await Promise.all(
          batch.map((user) =>
            openConsole(wsBase, user, (message) => {
              if (message.msgId === anntId && !received.has(user.id)) received.set(user.id, performance.now());
            }),
          ),
        )),
      );
    }
    const held = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
    const token = await login(server.base);
    const announcement = await call(server.base, token, 'POST', '/sys/annountCement/add', {
      titile: '全员通知',
      msgContent: '<p>bench</p>',
      msgType: 'ALL',
    });
    anntId = announcement.id;
    const sent = performance.now();
    const { receivers } = await call(server.base, token, 'GET', `/sys/annountCement/doReleaseData?id=${anntId}`);
    const written = performance.now() - sent;
    const deadline = Date.now() + 60_000;
    while (received.size < held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // Delivery from the release call: its writes come first, then the message goes out.
    const delays = [...received.values()].map((at) => at - sent).sort((a, b) => a - b);
    const ms = (value) => `${value?.toFixed(0)} ms`;
    console.log(
      `announcement to ${receivers} targeted users (${held} consoles connected): release wrote the receipts and answered in ${ms(written)}; ` +
        `delivered to ${delays.length}/${held} consoles, p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))} after the call began ` +
        `(first to last delivery ${ms(delays.at(-1) - delays[0])})`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}
