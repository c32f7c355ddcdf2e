import type { Envelope } from '@scenecast/contracts';
import { APPLET_API_BASE } from '@scenecast/contracts';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../test/test-app.js';
import { wxAppletShops, wxApplets } from '../openplat/schema.js';
import { shopRow } from '../shop/test-fixtures.js';

/**
 * An applet authorised by the shops' tenant and bound to them, written straight into the tables
 * (the authorisation flow with WeChat is openplat's, tested there). Answers its WeChat app id.
 */
export async function boundApplet(t: TestApp, appId: string, shopNames: string[]): Promise<string> {
  const shops = await Promise.all(shopNames.map((name) => shopRow(t, name)));
  const [applet] = await t.db
    .insert(wxApplets)
    .values({ tenantId: shops[0].tenantId, appId, nickName: appId, refreshToken: 'refresh', createBy: 'test' })
    .returning();
  await t.db
    .insert(wxAppletShops)
    .values(shops.map((shop) => ({ tenantId: shop.tenantId, appletId: applet.id, shopId: shop.id })));
  return appId;
}

export interface AppletAnswer<T> {
  status: number;
  headers: Record<string, unknown>;
  body: Envelope<T>;
}

/**
 * Calls the applet API as a mini-program would: no token, from a client address (default
 * 10.0.0.1), with any headers a proxy on the way adds.
 */
export async function appletCall<T>(
  t: TestApp,
  method: InjectOptions['method'],
  path: string,
  options: { body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<AppletAnswer<T>> {
  const response = await t.app.inject({
    method,
    url: `/api${APPLET_API_BASE}${path}`,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.headers,
    payload: options.body as InjectOptions['payload'],
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() as Envelope<T> };
}
