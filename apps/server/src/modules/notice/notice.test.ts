import type { LoginResult } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { listenForSockets, nextMessage, openSocket as open } from '../../test/sockets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function signIn(t: TestApp, username = 'demo') {
  const { body } = await call<LoginResult>(t.app, 'POST', '/sys/login', { body: { username, password: 'Demo@2026!' } });
  return { token: body.result.token, userId: body.result.userInfo.id };
}

describe('live channel', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = `${await listenForSockets(t.app)}/websocket`;
  });
  afterAll(() => t.close());

  it('echoes the token sub-protocol, answers the heartbeat and delivers messages to the user', async () => {
    const { token, userId } = await signIn(t);
    const socket = await open(`${base}/${userId}`, token);
    if (typeof socket === 'number') throw new Error(`refused with ${socket}`);
    expect(socket.protocol).toBe(token);
    socket.send('HeartBeat');
    expect(await nextMessage(socket)).toEqual({ cmd: 'heartcheck', msgTxt: 'HeartBeat' });
    const received = nextMessage(socket);
    await t.app.live.send({ kind: 'user', id: userId }, { cmd: 'topic', msgId: 'm1', msgTxt: '你好' });
    expect(await received).toEqual({ cmd: 'topic', msgId: 'm1', msgTxt: '你好' });
    socket.close();
  });

  it('refuses a socket without a token (401) or for another user id (403)', async () => {
    const { token } = await signIn(t);
    const other = await signIn(t, 'demo2');
    expect(await open(`${base}/${other.userId}`)).toBe(401);
    expect(await open(`${base}/${other.userId}`, token)).toBe(403);
    expect(await open(`${base}/${other.userId}`, 'f'.repeat(64))).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('live channel across server processes (PostgreSQL)', () => {
  it('delivers a message sent through one server to a socket held by another', async () => {
    const first = await createTestApp();
    const second = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const base = `${await listenForSockets(second.app)}/websocket`;
      const { token, userId } = await signIn(second);
      const socket = await open(`${base}/${userId}`, token);
      if (typeof socket === 'number') throw new Error(`refused with ${socket}`);
      const received = nextMessage(socket);
      expect(first.app.live.holds({ kind: 'user', id: userId })).toBe(false);
      await first.app.live.send({ kind: 'user', id: userId }, { cmd: 'user', msgTxt: 'across' });
      expect(await received).toEqual({ cmd: 'user', msgTxt: 'across' });
      socket.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
