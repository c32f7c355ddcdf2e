import type { AppletPreAuth, AppletRecord } from '@scenecast/contracts';
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
 * The browser's journey to authorise an applet: the pre-auth code, WeChat's page (confirmed at the
 * simulator), our callback, then the console's `add`. Answers add's envelope.
 */
export async function authorizeThrough(t: TestApp, sim: WxSimulator, token: string, addAs = token) {
  const pre = await call<AppletPreAuth>(t.app, 'GET', '/openplat/wxApletAuth/getPreAuthCode', { token });
  if (!pre.body.success) throw new Error(pre.body.message);
  const confirmed = await fetch(sim.confirmUrl(pre.body.result.url), { redirect: 'manual' });
  const back = new URL(String(confirmed.headers.get('location')));
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  const page = String(callback.headers.location);
  const query = new URLSearchParams(page.slice(page.indexOf('?') + 1));
  return call<AppletRecord>(t.app, 'POST', '/openplat/wxAplet/add', {
    token: addAs,
    body: { authCode: query.get('authCode'), state: query.get('state') },
  });
}

export async function authorizeApplet(t: TestApp, sim: WxSimulator, token: string): Promise<AppletRecord> {
  const { body } = await authorizeThrough(t, sim, token);
  if (!body.success) throw new Error(body.message);
  return body.result;
}
