import type { FederationProviders, LoginResult } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { users } from '../../platform/identity/schema.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { federatedIdentities } from './schema.js';
import { signInAtProvider, startCasServer, startOidcProvider, TEST_CLIENT_ID } from './test-identity-servers.js';

const REDIRECT_URI = 'http://127.0.0.1:18999/api/sys/thirdLogin/oidc/callback';
const CAS_SERVICE = 'http://console.test/cas-return';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let cas: Awaited<ReturnType<typeof startCasServer>>;
const casTickets = new Map<string, { service: string; user: string }>();

beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT_URI);
  cas = await startCasServer(casTickets);
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_REDIRECT_URI: REDIRECT_URI,
    OIDC_DISPLAY_NAME: '测试身份源',
    CAS_SERVER_URL: cas.url,
    CAS_SERVICE_URL: CAS_SERVICE,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await cas.close();
});

/** The browser's view of a started flow: where the provider is, and the state cookie. */
async function startFlow() {
  const response = await t.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/oidc/start' });
  expect(response.statusCode).toBe(302);
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  return { authorizationUrl: String(response.headers.location), cookie };
}

/** Our callback as the provider's redirect reaches it; answers the console page's query. */
async function callback(query: URLSearchParams, cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sys/thirdLogin/oidc/callback?${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location.startsWith('/#/oauth2-app/login?')).toBe(true);
  return new URLSearchParams(location.slice(location.indexOf('?') + 1));
}

/** The whole browser journey: start, sign in at the provider as `accountId`, come back. */
async function signInThroughProvider(accountId: string) {
  const flow = await startFlow();
  const returned = await signInAtProvider(flow.authorizationUrl, accountId);
  return callback(returned.searchParams, flow.cookie);
}

const redeem = (ticket: string, thirdType = 'oidc') =>
  call<LoginResult & { linkRequired?: boolean }>(t.app, 'GET', `/sys/thirdLogin/getLoginUser/${ticket}/${thirdType}`);
const link = (body: Record<string, unknown>) => call<LoginResult>(t.app, 'POST', '/sys/thirdLogin/link', { body });

describe('OpenID Connect sign-in', () => {
  it('offers the configured provider to the console', async () => {
    const { body } = await call<FederationProviders>(t.app, 'GET', '/sys/thirdLogin/providers');
    expect(body.result).toEqual({ oidc: { displayName: '测试身份源' } });
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const { authorizationUrl, cookie } = await startFlow();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`sc_oidc_state=${url.searchParams.get('state')}`);
  });

  it('asks an identity linked to no account to link one, even when its e-mail matches a user', async () => {
    const [demo] = await t.db.select().from(users).limit(1);
    const returned = await signInThroughProvider(demo.username);
    const ticket = returned.get('ticket') as string;
    expect(returned.get('thirdType')).toBe('oidc');
    const { body } = await redeem(ticket);
    expect(body).toMatchObject({
      success: false,
      message: '该第三方账号尚未绑定，请输入已有账号的用户名和密码完成绑定',
      result: { linkRequired: true },
    });
    // Still a link ticket: asking again answers the same.
    expect((await redeem(ticket)).body.result).toEqual({ linkRequired: true });
  });

  it('links only with the right password, then signs the account in directly from then on', async () => {
    const ticket = (await signInThroughProvider('alice-subject')).get('ticket') as string;
    const wrong = await link({ ticket, thirdType: 'oidc', username: 'demo2', password: 'Wrong@2026!' });
    expect(wrong.body).toMatchObject({ success: false, message: '用户名或密码错误' });

    const linked = await link({ ticket, thirdType: 'oidc', username: 'demo2', password: 'Demo@2026!' });
    expect(linked.body.success, linked.body.message).toBe(true);
    expect(linked.body.result.userInfo.username).toBe('demo2');
    expect(linked.body.result.token).toMatch(/^[0-9a-f]{64}$/);
    const again = await link({ ticket, thirdType: 'oidc', username: 'demo2', password: 'Demo@2026!' });
    expect(again.body.message).toBe('登录凭证无效或已过期，请重新登录');

    const later = (await signInThroughProvider('alice-subject')).get('ticket') as string;
    const { body } = await redeem(later);
    expect(body.success, body.message).toBe(true);
    expect(body.result.userInfo.username).toBe('demo2');
    const info = await call(t.app, 'GET', '/user/info', { token: body.result.token });
    expect(info.status).toBe(200);
  });

  it('refuses a ticket redeemed twice, or for another thirdType', async () => {
    const first = (await signInThroughProvider('alice-subject')).get('ticket') as string;
    expect((await redeem(first, 'cas')).body.message).toBe('登录凭证无效或已过期，请重新登录');
    expect((await redeem(first)).body.success).toBe(true);
    expect((await redeem(first)).body).toMatchObject({ success: false, message: '登录凭证无效或已过期，请重新登录' });
  });

  it('refuses a replayed state', async () => {
    const flow = await startFlow();
    const returned = await signInAtProvider(flow.authorizationUrl, 'alice-subject');
    expect((await callback(returned.searchParams, flow.cookie)).get('ticket')).toBeTruthy();
    expect((await callback(returned.searchParams, flow.cookie)).get('error')).toBe('federationStateInvalid');
  });

  it('refuses a state from another browser (no matching state cookie)', async () => {
    const flow = await startFlow();
    const returned = await signInAtProvider(flow.authorizationUrl, 'alice-subject');
    expect((await callback(returned.searchParams, 'sc_oidc_state=someone-else')).get('error')).toBe(
      'federationStateInvalid',
    );
  });

  it('refuses a tampered code', async () => {
    const flow = await startFlow();
    const returned = await signInAtProvider(flow.authorizationUrl, 'alice-subject');
    const query = new URLSearchParams(returned.searchParams);
    const code = query.get('code') as string;
    query.set('code', `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await callback(query, flow.cookie)).get('error')).toBe('federationProviderRefused');
  });

  it('refuses a code redeemed with the PKCE verifier of another flow', async () => {
    const flowA = await startFlow();
    const flowB = await startFlow();
    const returnedA = await signInAtProvider(flowA.authorizationUrl, 'alice-subject');
    const query = new URLSearchParams(returnedA.searchParams);
    query.set('state', new URL(flowB.authorizationUrl).searchParams.get('state') as string);
    expect((await callback(query, flowB.cookie)).get('error')).toBe('federationProviderRefused');
  });

  it('passes on a refusal from the provider', async () => {
    const flow = await startFlow();
    const state = new URL(flow.authorizationUrl).searchParams.get('state') as string;
    const query = new URLSearchParams({ state, error: 'access_denied' });
    expect((await callback(query, flow.cookie)).get('error')).toBe('federationProviderRefused');
  });

  it('asks a captcha for linking after 3 wrong passwords, as sign-in does', async () => {
    const ticket = (await signInThroughProvider('bob-subject')).get('ticket') as string;
    const attempt = (password: string) => link({ ticket, thirdType: 'oidc', username: 'demo_staff', password });
    for (let i = 0; i < 3; i += 1) await attempt('Wrong@2026!');
    expect((await attempt('Demo@2026!')).body).toMatchObject({
      message: '请输入验证码',
      result: { captchaRequired: true },
    });
  });

  it('refuses a link without a user name with 400 and the rule message', async () => {
    const { status, body } = await link({ ticket: 'x', thirdType: 'oidc', username: '', password: 'x' });
    expect(status).toBe(400);
    expect(body.message).toBe('请输入用户名');
  });

  it('refuses a link ticket for an identity that got linked meanwhile', async () => {
    const first = (await signInThroughProvider('carol-subject')).get('ticket') as string;
    const second = (await signInThroughProvider('carol-subject')).get('ticket') as string;
    expect(
      (await link({ ticket: first, thirdType: 'oidc', username: 'demo', password: 'Demo@2026!' })).body.success,
    ).toBe(true);
    const { body } = await link({ ticket: second, thirdType: 'oidc', username: 'demo2', password: 'Demo@2026!' });
    expect(body).toMatchObject({ success: false, message: '该第三方账号已绑定其他用户' });
  });
});

describe('CAS sign-in', () => {
  const validate = (ticket: string, service = CAS_SERVICE) =>
    call<LoginResult>(t.app, 'GET', `/sys/cas/client/validateLogin?${new URLSearchParams({ ticket, service })}`);

  it('signs in the account the CAS user is linked to, like POST /sys/login', async () => {
    const [demo2] = (await t.db.select().from(users)).filter((user) => user.username === 'demo2');
    await t.db
      .insert(federatedIdentities)
      .values({ id: newId(), userId: demo2.id, issuer: cas.url, subject: 'cas-li' });
    casTickets.set('ST-1-good', { service: CAS_SERVICE, user: 'cas-li' });
    const { body } = await validate('ST-1-good');
    expect(body.success, body.message).toBe(true);
    expect(body.result.userInfo.username).toBe('demo2');
    expect(body.result.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await validate('ST-1-good')).body.message).toBe('CAS票据校验失败');
  });

  it('refuses a CAS user linked to no account', async () => {
    casTickets.set('ST-2-stranger', { service: CAS_SERVICE, user: 'demo' });
    const { body } = await validate('ST-2-stranger');
    expect(body).toMatchObject({ success: false, message: '该CAS账号尚未绑定系统用户，请联系管理员' });
  });

  it('refuses a ticket issued to a service that is not ours, before asking the CAS server', async () => {
    casTickets.set('ST-3-elsewhere', { service: 'http://other.test/', user: 'cas-li' });
    expect((await validate('ST-3-elsewhere', 'http://other.test/')).body.message).toBe('CAS服务地址不被允许');
    expect(casTickets.has('ST-3-elsewhere')).toBe(true);
  });

  it('refuses an unknown ticket', async () => {
    expect((await validate('ST-404')).body).toMatchObject({ success: false, message: 'CAS票据校验失败' });
  });
});

describe('without settings', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('offers nothing and refuses each federated call as not configured', async () => {
    expect((await call(bare.app, 'GET', '/sys/thirdLogin/providers')).body.result).toEqual({ oidc: null });
    const start = await call(bare.app, 'GET', '/sys/thirdLogin/oidc/start');
    expect(start.body).toMatchObject({ success: false, message: '未配置第三方登录' });
    const casCall = await call(bare.app, 'GET', '/sys/cas/client/validateLogin?ticket=ST-1&service=x');
    expect(casCall.body).toMatchObject({ success: false, message: '未配置第三方登录' });
  });
});
