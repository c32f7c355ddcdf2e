import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { dateOfDay, dayOfDate, localToInstant, type PlayReportRow } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { pairTestScreen, registerTestScreen, screenHeaders, type TestScreen } from '../device/device-test-kit.js';
import { devices } from '../device/schema.js';
import { setShopTimeZone } from '../shop/test-fixtures.js';
import { newHj, uploadInto } from '../works/works-test-kit.js';
import type { PlayBatchOutcome } from './ingest.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;
let otherShopId: string;
let screen: TestScreen;
let workId: string;

const HOUR = 3_600_000;
/** Noon yesterday in shop time (UTC+8), always past, and that day's date. */
const shopNoon = () => {
  const day = new Date(Date.now() + 8 * HOUR - 24 * HOUR).toISOString().slice(0, 10);
  return { day, at: Date.parse(`${day}T04:00:00Z`) };
};

beforeAll(async () => {
  ({ t, demo, demo2, shopId, otherShopId } = await openDemoTenants());
  screen = await pairTestScreen(t, demo, shopId);
  // Paired days ago, so yesterday's plays count.
  await t.db
    .update(devices)
    .set({ activatedAt: new Date(Date.now() - 72 * HOUR) })
    .where(eq(devices.id, screen.deviceId));
  const hj = await newHj(t, demo, shopId, '播放统计');
  workId = (await uploadInto(t, demo, hj.id)).id;
});
afterAll(() => t.close());

const record = (startedAt: number, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  workId,
  startedAt,
  durationMs: 10_000,
  ...overrides,
});
const send = (who: { deviceId: string; secret: string }, records: unknown[]) =>
  call<PlayBatchOutcome>(t.app, 'POST', '/screen/plays', { headers: screenHeaders(who), body: { records } });
const report = (token: string, query: string) =>
  call<PlayReportRow[]>(t.app, 'GET', `/device/proofOfPlay/report?${query}`, { token });

describe('proof of play', () => {
  it('stores a batch once: sending it again after a lost answer counts nothing twice', async () => {
    const { at, day } = shopNoon();
    const batch = [record(at - 3 * HOUR), record(at - 2 * HOUR), record(at - HOUR, { durationMs: 5_500 })];
    expect((await send(screen, batch)).body.result).toEqual({ accepted: 3, duplicates: 0, dropped: 0, refused: 0 });
    expect((await send(screen, batch)).body.result).toEqual({ accepted: 0, duplicates: 3, dropped: 0, refused: 0 });
    const rows = (await report(demo, `shopId=${shopId}&from=${day}&to=${day}`)).body.result;
    expect(rows).toEqual([
      expect.objectContaining({
        day,
        deviceId: screen.deviceId,
        workId,
        plays: 3,
        seconds: 26,
        deviceName: '前台大屏',
      }),
    ]);
    expect(rows[0].deviceNo).toMatch(/^SC\d{6}$/);
    expect(rows[0].workName).not.toBe('');
  });

  it('drops plays from before the pairing, from the future and from an unpaired screen', async () => {
    const { at } = shopNoon();
    const answer = await send(screen, [
      record(Date.now() - 80 * HOUR),
      record(Date.now() + HOUR),
      record(at - 4 * HOUR),
    ]);
    expect(answer.body.result).toEqual({ accepted: 1, duplicates: 0, dropped: 2, refused: 0 });
    const waiting = await registerTestScreen(t);
    expect((await send(waiting, [record(Date.now() - 1000)])).body.result).toEqual({
      accepted: 0,
      duplicates: 0,
      dropped: 1,
      refused: 0,
    });
  });

  it('refuses plays of another shop’s work or of no work at all, and stores the shop’s own', async () => {
    const { at, day } = shopNoon();
    const theirHj = await newHj(t, demo2, otherShopId, '别家作品');
    const theirWork = (await uploadInto(t, demo2, theirHj.id)).id;
    const own = await pairTestScreen(t, demo, shopId);
    await t.db
      .update(devices)
      .set({ activatedAt: new Date(Date.now() - 72 * HOUR) })
      .where(eq(devices.id, own.deviceId));
    const answer = await send(own, [
      record(at - 6 * HOUR, { workId: theirWork }),
      record(at - 6 * HOUR, { workId: 'no-such-work' }),
      record(at - 6 * HOUR),
    ]);
    expect(answer.body.result).toEqual({ accepted: 1, duplicates: 0, dropped: 0, refused: 2 });
    const rows = (await report(demo, `shopId=${shopId}&deviceId=${own.deviceId}&from=${day}&to=${day}`)).body.result;
    expect(rows).toEqual([expect.objectContaining({ workId, plays: 1 })]);
    const theirs = (await report(demo2, `shopId=${otherShopId}&from=${day}&to=${day}`)).body.result;
    expect(theirs).toEqual([]);
  });

  it('refuses a batch without the screen secret (401), or malformed or over 500 records (400)', async () => {
    expect((await send({ ...screen, secret: 'f'.repeat(64) }, [record(Date.now())])).status).toBe(401);
    expect((await send(screen, [record(Date.now(), { durationMs: -1 })])).status).toBe(400);
    const many = Array.from({ length: 501 }, () => record(Date.now() - 1000));
    expect((await send(screen, many)).status).toBe(400);
  });

  it('keeps one screen’s record ids apart from another’s', async () => {
    const { at, day } = shopNoon();
    const other = await pairTestScreen(t, demo, shopId);
    await t.db
      .update(devices)
      .set({ activatedAt: new Date(Date.now() - 72 * HOUR) })
      .where(eq(devices.id, other.deviceId));
    const shared = record(at - 5 * HOUR);
    expect((await send(other, [shared])).body.result.accepted).toBe(1);
    const rows = (await report(demo, `shopId=${shopId}&deviceId=${other.deviceId}&from=${day}&to=${day}`)).body.result;
    expect(rows).toEqual([expect.objectContaining({ deviceId: other.deviceId, plays: 1 })]);
  });

  it('reports only the caller’s shops and screens (403 for another tenant’s shop or screen)', async () => {
    const { day } = shopNoon();
    expect((await report(demo2, `shopId=${shopId}&from=${day}&to=${day}`)).status).toBe(403);
    expect((await report(demo, `shopId=${otherShopId}&from=${day}&to=${day}`)).status).toBe(403);
    const theirs = await pairTestScreen(t, demo2, otherShopId);
    const foreign = await report(demo, `shopId=${shopId}&deviceId=${theirs.deviceId}&from=${day}&to=${day}`);
    expect(foreign.status).toBe(403);
    const mismatched = await report(demo2, `shopId=${otherShopId}&deviceId=${screen.deviceId}&from=${day}&to=${day}`);
    expect(mismatched.status).toBe(403);
  });

  it('counts report days in the shop’s time zone', async () => {
    await setShopTimeZone(t, demo2, otherShopId, 'America/New_York');
    const theirs = await pairTestScreen(t, demo2, otherShopId);
    await t.db
      .update(devices)
      .set({ activatedAt: new Date(Date.now() - 96 * HOUR) })
      .where(eq(devices.id, theirs.deviceId));
    const hj = await newHj(t, demo2, otherShopId, '纽约作品');
    const theirWork = (await uploadInto(t, demo2, hj.id)).id;
    // 20:00 in New York two days ago: already the next day in China.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const day = dateOfDay(dayOfDate(today) - 2);
    const evening = localToInstant('America/New_York', dayOfDate(day), 20 * 60);
    expect((await send(theirs, [record(evening, { workId: theirWork })])).body.result.accepted).toBe(1);
    const rows = (await report(demo2, `shopId=${otherShopId}&deviceId=${theirs.deviceId}&from=${day}&to=${day}`)).body
      .result;
    expect(rows).toEqual([expect.objectContaining({ day, workId: theirWork, plays: 1 })]);
  });

  it('refuses an inverted span, one over 92 days and a malformed day', async () => {
    expect((await report(demo, `shopId=${shopId}&from=2026-03-02&to=2026-03-01`)).body.message).toBe(
      '开始日期不能晚于结束日期',
    );
    expect((await report(demo, `shopId=${shopId}&from=2026-01-01&to=2026-06-01`)).body.message).toBe(
      '查询区间不能超过92天',
    );
    expect((await report(demo, `shopId=${shopId}&from=2026-1-1&to=2026-01-02`)).status).toBe(400);
  });

  it('exports the report as a spreadsheet', async () => {
    const { day } = shopNoon();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/device/proofOfPlay/exportXls?shopId=${shopId}&deviceId=${screen.deviceId}&from=${day}&to=${day}`,
      headers: { 'x-access-token': demo },
    });
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['日期', '设备编号', '设备名称', '作品', '播放次数', '播放时长(秒)']);
    expect(rows[1]).toEqual([day, expect.stringMatching(/^SC/), '前台大屏', expect.any(String), 4, 36]);
  });
});
