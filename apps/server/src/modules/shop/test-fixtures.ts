import type { Page, ShopRecord } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { shops } from './schema.js';

/** A shop form every rule accepts; override fields to break one rule at a time. */
export function validShop(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    changjingId: 'syd',
    name: '测试门店',
    jcName: '测试品牌',
    photo: 'shop/20260101/logo.png',
    wxcoe: 'shop/20260101/qr.png',
    descText: '门店简介',
    phone: '13800000001,0755-88886666',
    province: '广东省',
    city: '深圳市',
    area: '南山区',
    address: '科技园路1号',
    place: [
      { jiancheng: '总店', province: '广东省', city: '深圳市', address: '科技园路1号', location: '22.54,114.05' },
    ],
    status: 0,
    ratioCover: '3:4',
    ...overrides,
  };
}

/** The caller's shops as the list answers them (one page of 100). */
export async function shopNames(t: TestApp, token: string): Promise<string[]> {
  const { body } = await call<Page<ShopRecord>>(t.app, 'GET', '/shop/cjShop/list?pageSize=100', { token });
  return body.result.records.map((shop) => shop.name);
}

/** The seeded shop of that name, read straight from the table. */
export async function shopRow(t: TestApp, name: string) {
  const [row] = await t.db.select().from(shops).where(eq(shops.name, name)).limit(1);
  if (!row) throw new Error(`no shop named ${name}`);
  return row;
}

/** Sets a shop's time zone through the shop form, every other field sent back as it was. */
export async function setShopTimeZone(t: TestApp, token: string, shopId: string, timeZone: string): Promise<void> {
  const { body: record } = await call<ShopRecord>(t.app, 'GET', `/shop/cjShop/queryById?id=${shopId}`, { token });
  const { ratioCover: _unset, ...fields } = record.result;
  const { body } = await call(t.app, 'PUT', '/shop/cjShop/edit', { token, body: { ...fields, timeZone } });
  if (!body.success) throw new Error(body.message);
}
