import type { TaoxiRecord } from '@scenecast/contracts';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';

export async function newPackage(
  t: TestApp,
  token: string,
  shopId: string,
  fields: Record<string, unknown> = {},
): Promise<TaoxiRecord> {
  const { body } = await call<TaoxiRecord>(t.app, 'POST', '/cjTaoxi/cjTaoxi/add', {
    token,
    body: { shopId, name: '婚纱套系', priceFen: 399900, ...fields },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}
