import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LiveHub } from '../../platform/live/hub.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { deviceEvents } from './events.js';
import { deviceLogs } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('logs an event of 20,000 screens, past the 65,535 parameters one statement may carry', async () => {
  const screens = Array.from({ length: 20_000 }, (_, i) => ({
    id: `events-test-${i}`,
    shopId: null,
    name: '',
    serialNo: i,
  }));
  // Screens without a shop tell no console, so the live hub is not reached.
  await deviceEvents(t.db, undefined as unknown as LiveHub, screens, 'update', null, '2.0.0');
  const [{ total }] = await t.db.select({ total: count() }).from(deviceLogs).where(eq(deviceLogs.detail, '2.0.0'));
  expect(total).toBe(20_000);
});
