import type { FuzhuangRecord } from '@scenecast/contracts';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';

/** A seeded costume category (服装类别 › 婚纱礼服). */
export const COSTUME_CATEGORY = '5f000000000000000000000000000018';

export async function newCostume(
  t: TestApp,
  token: string,
  shopId: string,
  number: string,
  fields: Record<string, unknown> = {},
): Promise<FuzhuangRecord> {
  const { body } = await call<FuzhuangRecord>(t.app, 'POST', '/cjFuzhuang/cjFuzhuang/add', {
    token,
    body: { shopId, number, name: `服装${number}`, ...fields },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}
