import {
  APPLET_HOLD_MINUTES,
  APPLET_UNPAID_HOLDS_PER_SHOP,
  type AppletBooking,
  type AppletSlot,
  msg,
  SHOP_STATUS_ENABLED,
} from '@scenecast/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { booked, dayAfter, newTaoxi, slotRow } from '../orders/orders-test-kit.js';
import { cjOrder, cjOrderLog } from '../orders/schema.js';
import { shops } from '../shop/schema.js';
import { shopRow } from '../shop/test-fixtures.js';
import { appletCall, boundApplet } from './applet-api-test-kit.js';

const APP = 'wx00000000000000h1';
const FLAGSHIP = '演示影楼旗舰店';
const BRANCH = '演示影楼分店';
let d: DemoTenants;
let branchId: string;

beforeAll(async () => {
  d = await openDemoTenants();
  branchId = (await shopRow(d.t, BRANCH)).id;
  await d.t.db.update(shops).set({ status: SHOP_STATUS_ENABLED }).where(eq(shops.id, branchId));
  await boundApplet(d.t, APP, [FLAGSHIP, BRANCH]);
});
afterAll(async () => {
  await d.t.close();
});

const day = dayAfter(4);
/** A package whose deposit is due, so each applet booking waits for it: a hold. */
const depositPackage = (shopName: string) => newTaoxi(d.t, shopName, { priceFen: 1000_00, depositFen: 200_00 });
const book = (shopId: string, body: Record<string, unknown>, ip: string) =>
  appletCall<AppletBooking>(d.t, 'POST', `/${APP}/shops/${shopId}/bookings`, { body, ip });
const openSlotIds = async (shopId: string) =>
  (await appletCall<AppletSlot[]>(d.t, 'GET', `/${APP}/shops/${shopId}/slots?from=${day}&to=${day}`)).body.result.map(
    (slot) => slot.id,
  );

describe('unpaid applet holds', () => {
  it(`holds at most ${APPLET_UNPAID_HOLDS_PER_SHOP} unpaid bookings per shop, whatever the client addresses`, async () => {
    const taoxiId = await depositPackage(FLAGSHIP);
    const slot = await slotRow(d.t, FLAGSHIP, day, 9 * 60, APPLET_UNPAID_HOLDS_PER_SHOP + 5);
    for (let i = 0; i < APPLET_UNPAID_HOLDS_PER_SHOP; i += 1) {
      const phone = `139100${String(i).padStart(5, '0')}`;
      const { body } = await book(d.shopId, { name: `客户${i}`, phone, taoxiId, slotId: slot.id }, `10.1.0.${i + 1}`);
      expect(body.result.status).toBe('awaiting_deposit');
    }
    const refused = await book(
      d.shopId,
      { name: '再一位', phone: '13910099999', taoxiId, slotId: slot.id },
      '10.1.1.1',
    );
    expect(refused.body).toMatchObject({
      success: false,
      message: msg('appletUnpaidHoldsFull', 'zh', APPLET_UNPAID_HOLDS_PER_SHOP),
    });
    const orders = await d.t.db.select().from(cjOrder).where(eq(cjOrder.slotId, slot.id));
    expect(orders).toHaveLength(APPLET_UNPAID_HOLDS_PER_SHOP);
    // The shop's staff still book at the counter: the limit is on holds nobody vouched for.
    const atCounter = await booked(d.t, d.demo, {
      shopId: d.shopId,
      customer: { name: '到店客户', phone: '13910088888' },
      taoxiId,
      slotId: slot.id,
    });
    expect(atCounter.status).toBe('awaiting_deposit');
  });

  it(`frees the place of a hold unpaid after ${APPLET_HOLD_MINUTES} minutes: the slot is offered and booked again`, async () => {
    const taoxiId = await depositPackage(BRANCH);
    const slot = await slotRow(d.t, BRANCH, day, 10 * 60, 1);
    const first = await book(branchId, { name: '甲', phone: '13920000001', taoxiId, slotId: slot.id }, '10.2.0.1');
    expect(first.body.result.status).toBe('awaiting_deposit');
    expect(await openSlotIds(branchId)).not.toContain(slot.id);
    const [hold] = await d.t.db
      .update(cjOrder)
      .set({ createTime: new Date(Date.now() - (APPLET_HOLD_MINUTES + 1) * 60_000) })
      .where(eq(cjOrder.orderNo, first.body.result.orderNo))
      .returning();
    expect(await openSlotIds(branchId)).toContain(slot.id);
    const second = await book(branchId, { name: '乙', phone: '13920000002', taoxiId, slotId: slot.id }, '10.2.0.2');
    expect(second.body.result.status).toBe('awaiting_deposit');
    const [expired] = await d.t.db.select().from(cjOrder).where(eq(cjOrder.id, hold.id));
    expect(expired.status).toBe('cancelled');
    const [line] = await d.t.db
      .select()
      .from(cjOrderLog)
      .where(and(eq(cjOrderLog.orderId, hold.id), eq(cjOrderLog.toStatus, 'cancelled')));
    expect(line).toMatchObject({ fromStatus: 'awaiting_deposit', createBy: 'system' });
  });
});
