import {
  BOOKING_DEFAULTS,
  type DangqiCalendar,
  type DangqiResourceRecord,
  type DangqiSlotRecord,
} from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { book, booked, dayAfter, newSlot, newTaoxi } from '../orders/orders-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { weekdayOf } from './clock.js';

const D = '/cjDangqi/cjDangqi';
let t: TestApp;
let demo: string;
let staff: string;
let shopId: string;

const post = <T = unknown>(path: string, body: Record<string, unknown>, token = demo) =>
  call<T>(t.app, 'POST', `${D}/${path}`, { token, body });
const calendarOf = async (from: string, to: string, token = demo) =>
  (await call<DangqiCalendar>(t.app, 'GET', `${D}/calendar?shopId=${shopId}&from=${from}&to=${to}`, { token })).body;
const resource = async (kind: string, name: string) =>
  (await post<DangqiResourceRecord>('addResource', { shopId, kind, name })).body.result;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  staff = await loginAs(t.app, 'demo_staff');
  shopId = (await shopRow(t, '演示影楼旗舰店')).id;
});
afterAll(() => t.close());

describe('slots', () => {
  it('opens the same times on the chosen weekdays of a range, skipping closed days', async () => {
    const from = dayAfter(20);
    const to = dayAfter(33);
    const closed = dayAfter(21);
    await post('closeDay', { shopId, day: closed, reason: '团建' });
    const weekdays = [weekdayOf(dayAfter(20)), weekdayOf(dayAfter(21)), weekdayOf(dayAfter(22))];
    const { body } = await post<{ created: number }>('addSlots', {
      shopId,
      from,
      to,
      weekdays,
      times: [
        { startMinute: 540, endMinute: 660 },
        { startMinute: 840, endMinute: 960 },
      ],
      capacity: 3,
    });
    // Two weeks give each weekday twice; the closed day loses its two slots.
    expect(body.result.created).toBe(10);
    const calendar = (await calendarOf(from, to)).result;
    expect(calendar.closedDays).toEqual([{ shopId, day: closed, reason: '团建' }]);
    expect(calendar.slots.map((slot) => slot.day)).not.toContain(closed);
    expect(calendar.slots[0]).toMatchObject({ day: from, startMinute: 540, endMinute: 660, capacity: 3, booked: 0 });
  });

  it('refuses a time already opened that day, and keeps the whole call undone', async () => {
    const day = dayAfter(40);
    await newSlot(t, demo, shopId, day, 600);
    const { body } = await post('addSlots', {
      shopId,
      from: dayAfter(39),
      to: day,
      times: [{ startMinute: 600, endMinute: 660 }],
      capacity: 1,
    });
    expect(body).toMatchObject({ success: false, message: `${day} 10:00 已有档期` });
    expect((await calendarOf(dayAfter(39), dayAfter(39))).result.slots).toEqual([]);
  });

  it('opens a time once, and a photographer in one of two overlapping slots, when they are opened at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const day = dayAfter(47);
    const open = (startMinute: number, resourceIds: string[] = []) =>
      post('addSlots', {
        shopId,
        from: day,
        to: day,
        times: [{ startMinute, endMinute: startMinute + 60 }],
        capacity: 1,
        resourceIds,
      });
    const same = await Promise.all(Array.from({ length: 4 }, () => open(600)));
    expect(same.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(same.filter((answer) => answer.body.success)).toHaveLength(1);
    for (const answer of same.filter((one) => !one.body.success)) {
      expect(answer.body.message).toBe(`${day} 10:00 已有档期`);
    }
    const photographer = await resource('photographer', '摄影师同时');
    const overlapping = await Promise.all([open(720, [photographer.id]), open(750, [photographer.id])]);
    expect(overlapping.filter((answer) => answer.body.success)).toHaveLength(1);
  });

  it('keeps a photographer or room out of two overlapping slots', async () => {
    const photographer = await resource('photographer', '摄影师阿明');
    const room = await resource('room', '一号棚');
    const day = dayAfter(41);
    await newSlot(t, demo, shopId, day, 600, 1, [photographer.id, room.id]);
    const { body } = await post('addSlots', {
      shopId,
      from: day,
      to: day,
      times: [{ startMinute: 630, endMinute: 700 }],
      capacity: 1,
      resourceIds: [photographer.id],
    });
    expect(body).toMatchObject({ success: false, message: '「摄影师阿明」在该时段已有安排' });
    const after = await newSlot(t, demo, shopId, day, 660, 1, [photographer.id]);
    expect(after).toBeTruthy();
    const slots = (await calendarOf(day, day)).result.slots;
    expect(slots[0].resources.map((r) => r.name)).toEqual(['摄影师阿明', '一号棚']);
  });

  it("opens slots within the shop's opening hours only, skipping the weekdays it leaves out", async () => {
    const day = dayAfter(45);
    const next = dayAfter(46);
    const hours = [{ weekday: weekdayOf(day) || 7, open: '09:00', close: '18:00' }];
    const saveHours = (openingHours: typeof hours) =>
      call(t.app, 'POST', '/cjStudio/baseinfo', {
        token: demo,
        body: { shopId, openingHours, ...BOOKING_DEFAULTS },
      });
    await saveHours(hours);
    const open = (startMinute: number, endMinute: number) =>
      post<{ created: number }>('addSlots', {
        shopId,
        from: day,
        to: next,
        times: [{ startMinute, endMinute }],
        capacity: 1,
      });
    expect((await open(8 * 60, 9 * 60)).body).toMatchObject({
      success: false,
      message: `${day} 08:00-09:00 不在营业时间内`,
    });
    expect((await open(17 * 60, 18 * 60 + 30)).body).toMatchObject({
      success: false,
      message: `${day} 17:00-18:30 不在营业时间内`,
    });
    expect((await open(17 * 60, 18 * 60)).body.result).toEqual({ created: 1 });
    expect((await calendarOf(day, next)).result.slots.map((slot) => slot.day)).toEqual([day]);
    await saveHours([]);
  });

  it('refuses ranges past 62 days and times that end before they start', async () => {
    const long = await post('addSlots', {
      shopId,
      from: dayAfter(1),
      to: dayAfter(70),
      times: [{ startMinute: 600, endMinute: 660 }],
      capacity: 1,
    });
    expect(long.body).toMatchObject({ success: false, message: '日期范围不正确（最多62天）' });
    const backwards = await post('addSlots', {
      shopId,
      from: dayAfter(1),
      to: dayAfter(1),
      times: [{ startMinute: 660, endMinute: 600 }],
      capacity: 1,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('结束时间必须晚于开始时间');
  });

  it('never lowers the capacity below the booked places, nor deletes a booked slot', async () => {
    const pack = await newTaoxi(t, '演示影楼旗舰店');
    const slotId = await newSlot(t, demo, shopId, dayAfter(42), 600, 3);
    const empty = await newSlot(t, demo, shopId, dayAfter(42), 720, 3);
    for (const phone of ['13600000001', '13600000002']) {
      await booked(t, demo, { shopId, taoxiId: pack, slotId, customer: { name: '客', phone } });
    }
    expect((await post('editSlot', { id: slotId, capacity: 1, resourceIds: [] })).body).toMatchObject({
      success: false,
      message: '容量不能小于已预约人数（2）',
    });
    expect(
      (await post<DangqiSlotRecord>('editSlot', { id: slotId, capacity: 2, resourceIds: [] })).body.result,
    ).toMatchObject({
      capacity: 2,
      booked: 2,
    });
    expect((await post('deleteSlot', { id: slotId })).body).toMatchObject({
      success: false,
      message: '该档期已有预约，不能删除',
    });
    expect((await post('deleteSlot', { id: empty })).body.success).toBe(true);
    expect((await post('closeDay', { shopId, day: dayAfter(42) })).body).toMatchObject({
      success: false,
      message: '该日已有预约，不能设为休息日',
    });
  });

  it('offers open slots only: not full, not on a closed day', async () => {
    const day = dayAfter(43);
    const pack = await newTaoxi(t, '演示影楼旗舰店');
    const full = await newSlot(t, demo, shopId, day, 600, 1);
    const open = await newSlot(t, demo, shopId, day, 720, 1);
    await booked(t, demo, { shopId, taoxiId: pack, slotId: full, customer: { name: '客', phone: '13600000003' } });
    const openIds = async (on: string) =>
      (
        await call<DangqiSlotRecord[]>(t.app, 'GET', `${D}/openSlots?shopId=${shopId}&day=${on}`, { token: demo })
      ).body.result.map((slot) => slot.id);
    expect(await openIds(day)).toEqual([open]);
    const quiet = dayAfter(44);
    const later = await newSlot(t, demo, shopId, quiet, 600, 1);
    expect((await post('closeDay', { shopId, day: quiet })).body.success).toBe(true);
    expect(await openIds(quiet)).toEqual([]);
    await post('openDay', { shopId, day: quiet });
    expect(await openIds(quiet)).toEqual([later]);
    expect(await openIds(dayAfter(-1))).toEqual([]);
  });
});

describe('closing a day while it is booked', () => {
  it('never leaves a booked place on a closed day, however closing and bookings interleave', async () => {
    const pack = await newTaoxi(t, '演示影楼旗舰店');
    const days = Array.from({ length: 16 }, (_, i) => dayAfter(80 + i));
    const rounds = await Promise.all(
      days.map(async (day, i) => {
        const slotId = await newSlot(t, demo, shopId, day, 600, 3);
        const bookingsSent = [0, 1, 2].map((n) =>
          book(t, demo, {
            shopId,
            taoxiId: pack,
            slotId,
            customer: { name: '客', phone: `135${String(i * 10 + n).padStart(8, '0')}` },
          }),
        );
        // Each round closes a little later, so across rounds the closing lands before, among and after
        // the bookings. PGlite runs one statement at a time; on PostgreSQL (DATABASE_URL, as CI runs
        // this suite) they truly overlap, and without the day's lock some rounds end closed and booked.
        const closingSent = new Promise((wait) => setTimeout(wait, i)).then(() =>
          post('closeDay', { shopId, day, reason: '临时店休' }),
        );
        const [closing, ...bookings] = await Promise.all([closingSent, ...bookingsSent]);
        return { day, closing: closing.body, bookings: bookings.map((answer) => answer.body) };
      }),
    );
    const calendar = (await calendarOf(days[0], days.at(-1) as string)).result;
    const closed = new Set(calendar.closedDays.map((row) => row.day));
    for (const { day, closing, bookings } of rounds) {
      const places = calendar.slots.find((slot) => slot.day === day)?.booked ?? 0;
      if (closed.has(day)) {
        expect(closing.success).toBe(true);
        expect(places).toBe(0);
        expect(bookings.every((answer) => answer.message === '该日休息，不接受预约')).toBe(true);
      } else {
        expect(closing).toMatchObject({ success: false, message: '该日已有预约，不能设为休息日' });
        expect(places).toBe(bookings.filter((answer) => answer.success).length);
        expect(places).toBeGreaterThan(0);
      }
    }
  });
});

describe('who sets the schedule up', () => {
  it('lets staff read the schedule and the shop people, but not change it', async () => {
    expect((await calendarOf(dayAfter(20), dayAfter(21), staff)).success).toBe(true);
    const add = await post(
      'addSlots',
      { shopId, from: dayAfter(50), to: dayAfter(50), times: [{ startMinute: 600, endMinute: 660 }], capacity: 1 },
      staff,
    );
    expect(add.status).toBe(403);
    expect((await post('closeDay', { shopId, day: dayAfter(50) }, staff)).status).toBe(403);
    expect((await post('addResource', { shopId, kind: 'room', name: '棚' }, staff)).status).toBe(403);
    const people = await call<{ userId: string; username: string }[]>(t.app, 'GET', `${D}/staff?shopId=${shopId}`, {
      token: staff,
    });
    expect(people.body.result.map((person) => person.username)).toEqual(expect.arrayContaining(['demo', 'demo_staff']));
  });

  it('retires a resource: it stays listed and cannot be given to new slots', async () => {
    const room = await resource('room', '二号棚');
    await post('editResource', { id: room.id, name: '二号棚', status: 0 });
    const list = (await call<DangqiResourceRecord[]>(t.app, 'GET', `${D}/resources?shopId=${shopId}`, { token: demo }))
      .body.result;
    expect(list.find((item) => item.id === room.id)?.status).toBe(0);
    const { body } = await post('addSlots', {
      shopId,
      from: dayAfter(51),
      to: dayAfter(51),
      times: [{ startMinute: 600, endMinute: 660 }],
      capacity: 1,
      resourceIds: [room.id],
    });
    expect(body).toMatchObject({ success: false, message: '资源已停用' });
  });
});
