import { rm } from 'node:fs/promises';
import type { Envelope, LoginResult, Page, ShopRecord, WorksHjRecord, WorksRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, callProcess, type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { nextMessage, openSocketOrFail } from '../../test/sockets.js';
import { tinyImage } from '../works/works-test-kit.js';
import { activation } from './device-test-kit.js';

const api = <T>(base: string, method: string, url: string, body?: unknown, token?: string) =>
  callProcess<T>(base, method, url, { body, token });

/** demo's token and 演示影楼旗舰店, through one process. */
async function signIn(base: string): Promise<{ token: string; shopId: string }> {
  const login = await api<LoginResult>(base, 'POST', '/sys/login', { username: 'demo', password: 'Demo@2026!' });
  const token = login.result.token;
  const shops = await api<Page<ShopRecord>>(base, 'GET', '/shop/cjShop/list?pageSize=100', undefined, token);
  const shop = shops.result.records.find((record) => record.name === '演示影楼旗舰店');
  if (!shop) throw new Error('demo shop missing');
  return { token, shopId: shop.id };
}

async function upload(base: string, token: string, hjId: string, name: string): Promise<WorksRecord> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await tinyImage())]), `${name}.png`);
  const response = await fetch(`${base}/api/works/clWorksHj/addWorks?hjId=${hjId}`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  return ((await response.json()) as Envelope<WorksRecord>).result;
}

// Two server processes on one real PostgreSQL: a command sent through one reaches a screen
// connected to the other (LISTEN/NOTIFY). On the embedded database there is only one process.
describe.skipIf(!process.env.DATABASE_URL)('two server processes', () => {
  let bundle: string;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    bundle = await bundleServer();
    const env = { DATABASE_URL: process.env.DATABASE_URL ?? '' };
    first = await startServerProcess(bundle, 18_311, env);
    second = await startServerProcess(bundle, 18_312, env);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await rm(bundle, { force: true });
  });

  it('carries pairing and lock from one process to a screen held by the other', async () => {
    const screen = await api<{ deviceId: string; secret: string; state: { code: string } }>(
      second.base,
      'POST',
      '/screen/register',
      { appVersion: '1.0.0' },
    );
    const socket = await openSocketOrFail(
      `${second.base.replace('http', 'ws')}/api/screen/socket/${screen.result.deviceId}`,
      screen.result.secret,
    );
    const { token, shopId } = await signIn(first.base);
    const paired = nextMessage(socket);
    const activated = await api(
      first.base,
      'POST',
      '/device/dvDevice/actidevice',
      activation(screen.result.state.code, shopId),
      token,
    );
    expect(activated.success, activated.message).toBe(true);
    expect(await paired).toEqual({ cmd: 'paired' });

    const locked = nextMessage(socket);
    await api(first.base, 'GET', `/device/dvDevice/toLock?id=${screen.result.deviceId}&status=1`, undefined, token);
    expect(await locked).toEqual({ cmd: 'lock' });
    socket.close();
  });

  it('shows a works page cached by one process changed through the other', async () => {
    const { token, shopId } = await signIn(first.base);
    const hj = await api<WorksHjRecord>(
      first.base,
      'POST',
      '/works/clWorksHj/addChild',
      { shopId, name: '两进程' },
      token,
    );
    for (const name of ['A', 'B', 'C']) await upload(first.base, token, hj.result.id, name);
    const order = async () => {
      const page = await api<Page<WorksRecord>>(
        second.base,
        'GET',
        `/works/clWorks/getWorksListByWorksHj?hjId=${hj.result.id}`,
        undefined,
        token,
      );
      return page.result.records.map((work) => work.name);
    };
    expect(await order()).toEqual(['A', 'B', 'C']);
    expect(await order()).toEqual(['A', 'B', 'C']);
    const last = (
      await api<Page<WorksRecord>>(
        first.base,
        'GET',
        `/works/clWorks/getWorksListByWorksHj?hjId=${hj.result.id}`,
        undefined,
        token,
      )
    ).result.records[2];
    await api(first.base, 'GET', `/works/clWorks/sortTop?hjId=${hj.result.id}&id=${last.id}`, undefined, token);
    await expect.poll(order).toEqual(['C', 'A', 'B']);
  });
});
