import { shopRow } from '../modules/shop/test-fixtures.js';
import { loginAs } from './login.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A test app with the two demo owners signed in and their seeded shops, for isolation tests. */
export interface DemoTenants {
  t: TestApp;
  /** Tokens of `demo` and of `demo2`, the owner in another tenant. */
  demo: string;
  demo2: string;
  /** demo's 演示影楼旗舰店 and demo2's 第二租户展厅. */
  shopId: string;
  otherShopId: string;
}

export async function openDemoTenants(env: Record<string, string> = {}): Promise<DemoTenants> {
  const t = await createTestApp(env);
  return {
    t,
    demo: await loginAs(t.app, 'demo'),
    demo2: await loginAs(t.app, 'demo2'),
    shopId: (await shopRow(t, '演示影楼旗舰店')).id,
    otherShopId: (await shopRow(t, '第二租户展厅')).id,
  };
}
