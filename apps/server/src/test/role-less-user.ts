import type { UserDetail } from '@scenecast/contracts';
import { sessionFor } from '../modules/sys-permission/test-session.js';
import { call } from './http.js';
import type { TestApp } from './test-app.js';

let added = 0;

/**
 * A user the `demo` owner adds to their tenant without any role: no menu, no button. Answers a
 * token of theirs, for calls meant for any signed-in user.
 */
export async function roleLessUserToken(t: TestApp): Promise<string> {
  added += 1;
  const username = `no_role_${added}`;
  const password = 'abc12345';
  const { body } = await call<UserDetail>(t.app, 'POST', '/sys/user/add', {
    token: (await sessionFor(t.db, 'demo')).token,
    body: { username, realname: `无角色${added}`, password, confirmpassword: password, selectedroles: '' },
  });
  if (!body.success) throw new Error(`adding ${username} refused: ${body.message}`);
  return (await sessionFor(t.db, username)).token;
}
