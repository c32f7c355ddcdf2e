import type { AppletPreAuth, AppletRecord, AppletScenePage } from '@scenecast/contracts';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import type { SignedPush, WxSimulator } from './wx-simulator.js';

/** Delivers a simulator push to the app's event URL; answers the status and text. */
export async function deliver(t: TestApp, push: SignedPush) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/openplat/wxApletAuth/event?${push.query}`,
    headers: { 'content-type': 'text/xml' },
    payload: push.body,
  });
  return { status: response.statusCode, text: response.body };
}

/**
 * The browser's journey to authorise an applet from a console page: the pre-auth code, WeChat's
 * page (confirmed at the simulator), our callback, then the console's `add`. Answers add's answer
 * and the console address the callback sent the browser back to.
 */
export async function authorizeThrough(t: TestApp, sim: WxSimulator, token: string, page: AppletScenePage = 'cjmain') {
  const pre = await call<AppletPreAuth>(t.app, 'GET', `/openplat/wxApletAuth/getPreAuthCode?page=${page}`, { token });
  if (!pre.body.success) throw new Error(pre.body.message);
  const confirmed = await fetch(sim.confirmUrl(pre.body.result.url), { redirect: 'manual' });
  const back = new URL(String(confirmed.headers.get('location')));
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  const returnedTo = String(callback.headers.location);
  const query = new URLSearchParams(returnedTo.slice(returnedTo.indexOf('?') + 1));
  const added = await call<AppletRecord>(t.app, 'POST', '/openplat/wxAplet/add', {
    token,
    body: { authCode: query.get('authCode'), state: query.get('state') },
  });
  return { ...added, returnedTo };
}

export async function authorizeApplet(t: TestApp, sim: WxSimulator, token: string): Promise<AppletRecord> {
  const { body } = await authorizeThrough(t, sim, token);
  if (!body.success) throw new Error(body.message);
  return body.result;
}
