import { rm } from 'node:fs/promises';
import { type Envelope, msg, type Page, type ShopRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberRowsXml, smallXlsx, workbookParts, zipBomb, zipOf } from '../../test/hostile-sheets.js';
import {
  bundleServer,
  callProcess,
  type ServerProcess,
  signInProcess,
  startServerProcess,
} from '../../test/server-process.js';

// Hostile spreadsheets posted to every import route of a real server process, while another
// client polls /health: each is refused with a message naming what it met, nothing is imported,
// and the server keeps answering. Out of process, so a server stuck in the library fails the
// request's timeout instead of stopping the test.

const PORT = 18_361;
const REQUEST_TIMEOUT_MS = 30_000;
/** The bound: no /health poll slower than this while a hostile file is refused. */
const HEALTH_BOUND_MS = 1_000;

const refused = (reason: string) => msg('importFailed', 'zh', reason);

interface Hostile {
  name: string;
  bytes: Buffer;
  message: string;
}

let bundle: string;
let server: ServerProcess;
let token: string;
let hostile: Hostile[];
let studioShop: string;
let retailShop: string;

beforeAll(async () => {
  bundle = await bundleServer();
  // The process gets this one's environment: on PostgreSQL when DATABASE_URL is set.
  server = await startServerProcess(bundle, PORT, {});
  token = await signInProcess(server.base);
  const shops = await callProcess<Page<ShopRecord>>(server.base, 'GET', '/shop/cjShop/list?pageSize=100', { token });
  const shopNamed = (name: string) => shops.result.records.find((shop) => shop.name === name)?.id ?? '';
  studioShop = shopNamed('演示影楼旗舰店');
  retailShop = shopNamed('演示零售门店');
  const realSheet = smallXlsx([
    ['姓名', '手机号'],
    ['甲', '13800000001'],
  ]);
  hostile = [
    {
      name: 'the first 100 bytes of an .xlsx',
      bytes: realSheet.subarray(0, 100),
      message: refused('无法读取文件，请检查文件内容'),
    },
    { name: 'a zip bomb of 100 MB of zeros', bytes: zipBomb(100), message: refused('文件压缩比不能超过100倍') },
    {
      name: 'a sheet of 1,000,000 rows',
      bytes: zipOf(workbookParts(numberRowsXml(1_000_001))),
      message: refused('数据行数不能超过10000行'),
    },
  ];
}, 300_000);

afterAll(async () => {
  await server?.kill();
  await rm(bundle, { force: true });
});

/**
 * Polls /health every ~50 ms until stopped; answers the slowest poll, measured from when it was
 * due (a poll that fails counts as the time it took to fail).
 */
function pollHealth(): { stop: () => Promise<number> } {
  let running = true;
  let slowest = 0;
  const polling = (async () => {
    while (running) {
      const due = performance.now();
      try {
        const answer = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await answer.arrayBuffer();
      } catch {
        // counted below, as slow as it was
      }
      slowest = Math.max(slowest, performance.now() - due);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await polling;
      return slowest;
    },
  };
}

async function postSheet(url: string, bytes: Buffer): Promise<Envelope<unknown>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'hostile.xlsx');
  const response = await fetch(`${server.base}/api${url}`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return (await response.json()) as Envelope<unknown>;
}

const total = async (url: string) =>
  (await callProcess<Page<unknown>>(server.base, 'GET', url, { token })).result.total;

const routes = [
  { name: 'demo records', importUrl: () => '/demo/record/importExcel', listUrl: () => '/demo/record/list?pageSize=1' },
  {
    name: 'studio customers',
    importUrl: () => `/cjuser/cjUser/importExcel?shopId=${studioShop}`,
    listUrl: () => `/cjuser/cjUser/list?shopId=${studioShop}&pageSize=1`,
  },
  {
    name: 'retail products',
    importUrl: () => `/lingshou/product/importExcel?shopId=${retailShop}`,
    listUrl: () => `/lingshou/product/list?shopId=${retailShop}&pageSize=1`,
  },
];

describe('hostile spreadsheets', () => {
  it.each(
    routes,
  )('the $name import refuses each with the limit it met, imports nothing, and /health keeps answering', async (route) => {
    const before = await total(route.listUrl());
    const health = pollHealth();
    const answers: Record<string, unknown> = {};
    let slowestPoll = Number.POSITIVE_INFINITY;
    try {
      for (const file of hostile) {
        const answer = await postSheet(route.importUrl(), file.bytes);
        answers[file.name] = { success: answer.success, message: answer.message };
      }
    } finally {
      slowestPoll = await health.stop();
    }
    expect(answers).toEqual(
      Object.fromEntries(hostile.map((file) => [file.name, { success: false, message: file.message }])),
    );
    expect(await total(route.listUrl())).toBe(before);
    expect(slowestPoll).toBeLessThan(HEALTH_BOUND_MS);
  }, 120_000);
});
