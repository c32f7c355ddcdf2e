import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encryptWxMessage, wxSignature } from './wx-crypto.js';

/**
 * Test-only: a local stand-in for the WeChat endpoints the applet pages use (docs/applets.md), with
 * state in memory. It pushes encrypted verify tickets and events like WeChat, serves an
 * authorisation page that returns with an auth_code, checks every token it issued, and can be told
 * to fail a call with an errcode.
 */

export const SIM_COMPONENT = {
  appId: 'wxcomponent0000001',
  secret: 'component-secret-for-tests',
  token: 'simulatortoken',
  aesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
};

/** WX_* settings of a server that talks to this simulator. */
export const simulatorEnv = (base: string): Record<string, string> => ({
  WX_COMPONENT_APP_ID: SIM_COMPONENT.appId,
  WX_COMPONENT_APP_SECRET: SIM_COMPONENT.secret,
  WX_COMPONENT_TOKEN: SIM_COMPONENT.token,
  WX_COMPONENT_AES_KEY: SIM_COMPONENT.aesKey,
  WX_API_BASE: base,
  WX_AUTH_PAGE_BASE: base,
});

/** A 1×1 PNG: what getwxacodeunlimit answers is an image, its content does not matter here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Authorizer {
  appId: string;
  nickName: string;
  accessToken: string;
  refreshToken: string;
  committed: { templateId: number; userVersion: string; userDesc: string; extJson: string } | null;
  audit: { id: number; status: number; reason?: string } | null;
  release: { version: string; desc: string; time: number } | null;
}

/** A push to the authorisation event URL: its query (signature, timestamp, nonce) and XML body. */
export interface SignedPush {
  query: string;
  body: string;
}

/** Delivers a push to a running server's event URL, as WeChat's servers do. */
export function deliverPush(eventUrl: string, push: SignedPush): Promise<Response> {
  return fetch(`${eventUrl}?${push.query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    body: push.body,
  });
}

const token = () => randomBytes(12).toString('hex');

export interface WxSimulator {
  base: string;
  /** Calls made, by path, in order (for tests that check what was sent). */
  calls: { path: string; body: Record<string, unknown> }[];
  authorizers: Map<string, Authorizer>;
  templates: { template_id: number; user_version: string; user_desc: string; create_time: number }[];
  /** The applet the next authorisation grants. */
  nextAuthorizer: { appId: string; nickName: string };
  /** What get_auditstatus answers for a review under way (default: passed). */
  auditVerdict: { status: number; reason?: string };
  /** The next call to `path` fails with this errcode. */
  failNext(path: string, errcode: number, errmsg: string): void;
  /** A new component_verify_ticket push, encrypted and signed as WeChat does. */
  ticketPush(): SignedPush;
  unauthorizedPush(appId: string): SignedPush;
  /** The authorisation page's "confirm" link, as a person's click would follow it. */
  confirmUrl(authPageUrl: string): string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, answer: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
}

export async function startWxSimulator(): Promise<WxSimulator> {
  let ticket = '';
  const componentTokens = new Set<string>();
  const preAuthCodes = new Set<string>();
  const authCodes = new Map<string, string>();
  const failures = new Map<string, { errcode: number; errmsg: string }>();
  const server: Server = createServer();
  let auditIds = 1000;

  const sim: WxSimulator = {
    base: '',
    calls: [],
    authorizers: new Map(),
    templates: [
      { template_id: 1, user_version: '1.0.0', user_desc: '门店小程序', create_time: 1_700_000_000 },
      { template_id: 2, user_version: '1.1.0', user_desc: '门店小程序（预约）', create_time: 1_700_100_000 },
    ],
    nextAuthorizer: { appId: 'wxapplet000000001', nickName: '演示门店小程序' },
    auditVerdict: { status: 0 },
    failNext: (path, errcode, errmsg) => failures.set(path, { errcode, errmsg }),
    ticketPush: () => {
      ticket = `ticket@@@${token()}`;
      return signedPush(
        `<InfoType><![CDATA[component_verify_ticket]]></InfoType><ComponentVerifyTicket><![CDATA[${ticket}]]></ComponentVerifyTicket>`,
      );
    },
    unauthorizedPush: (appId) =>
      signedPush(
        `<InfoType><![CDATA[unauthorized]]></InfoType><AuthorizerAppid><![CDATA[${appId}]]></AuthorizerAppid>`,
      ),
    confirmUrl: (authPageUrl) => {
      const url = new URL(authPageUrl);
      const confirm = new URL('/cgi-bin/componentloginpage/confirm', sim.base);
      for (const name of ['pre_auth_code', 'redirect_uri'])
        confirm.searchParams.set(name, url.searchParams.get(name) ?? '');
      return confirm.toString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function signedPush(fields: string): SignedPush {
    const xml = `<xml><AppId><![CDATA[${SIM_COMPONENT.appId}]]></AppId><CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime>${fields}</xml>`;
    const encrypted = encryptWxMessage(
      { token: SIM_COMPONENT.token, encodingAesKey: SIM_COMPONENT.aesKey, appId: SIM_COMPONENT.appId },
      xml,
    );
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = token();
    const query = new URLSearchParams({
      timestamp,
      nonce,
      encrypt_type: 'aes',
      msg_signature: wxSignature(SIM_COMPONENT.token, timestamp, nonce, encrypted),
    });
    return {
      query: query.toString(),
      body: `<xml><AppId><![CDATA[${SIM_COMPONENT.appId}]]></AppId><Encrypt><![CDATA[${encrypted}]]></Encrypt></xml>`,
    };
  }

  const byToken = (accessToken: string | null) =>
    [...sim.authorizers.values()].find((authorizer) => authorizer.accessToken === accessToken);

  type Handler = (query: URLSearchParams, body: Record<string, unknown>) => unknown;
  const component =
    (handler: Handler): Handler =>
    (query, body) =>
      componentTokens.has(query.get('component_access_token') ?? query.get('access_token') ?? '')
        ? handler(query, body)
        : { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
  const applet =
    (handler: (authorizer: Authorizer, body: Record<string, unknown>) => unknown): Handler =>
    (query, body) => {
      const authorizer = byToken(query.get('access_token'));
      return authorizer ? handler(authorizer, body) : { errcode: 40001, errmsg: 'invalid credential' };
    };

  const routes: Record<string, Handler> = {
    '/cgi-bin/component/api_component_token': (_query, body) => {
      if (body.component_appid !== SIM_COMPONENT.appId || body.component_appsecret !== SIM_COMPONENT.secret) {
        return { errcode: 40013, errmsg: 'invalid appid' };
      }
      if (!ticket || body.component_verify_ticket !== ticket)
        return { errcode: 61005, errmsg: 'component ticket is expired' };
      const fresh = token();
      componentTokens.add(fresh);
      return { component_access_token: fresh, expires_in: 7200 };
    },
    '/cgi-bin/component/api_create_preauthcode': component(() => {
      const code = `preauthcode@@@${token()}`;
      preAuthCodes.add(code);
      return { pre_auth_code: code, expires_in: 1800 };
    }),
    '/cgi-bin/component/api_query_auth': component((_query, body) => {
      const appId = authCodes.get(String(body.authorization_code));
      if (!appId) return { errcode: 61010, errmsg: 'code is expired' };
      authCodes.delete(String(body.authorization_code));
      const authorizer = sim.authorizers.get(appId) ?? {
        appId,
        nickName: sim.nextAuthorizer.nickName,
        accessToken: '',
        refreshToken: '',
        committed: null,
        audit: null,
        release: null,
      };
      // Authorising again leaves the applet's tokens as they are, as WeChat keeps the refresh token.
      authorizer.accessToken ||= token();
      authorizer.refreshToken ||= `refreshtoken@@@${token()}`;
      sim.authorizers.set(appId, authorizer);
      return {
        authorization_info: {
          authorizer_appid: appId,
          authorizer_access_token: authorizer.accessToken,
          expires_in: 7200,
          authorizer_refresh_token: authorizer.refreshToken,
          func_info: [{ funcscope_category: { id: 18 } }],
        },
      };
    }),
    '/cgi-bin/component/api_get_authorizer_info': component((_query, body) => {
      const authorizer = sim.authorizers.get(String(body.authorizer_appid));
      if (!authorizer) return { errcode: 61003, errmsg: 'component is not authorized by this account' };
      return {
        authorizer_info: {
          nick_name: authorizer.nickName,
          head_img: '',
          principal_name: '演示影楼有限公司',
          MiniProgramInfo: { network: {}, categories: [] },
        },
        authorization_info: { authorizer_appid: authorizer.appId },
      };
    }),
    '/cgi-bin/component/api_authorizer_token': component((_query, body) => {
      const authorizer = sim.authorizers.get(String(body.authorizer_appid));
      if (!authorizer || authorizer.refreshToken !== body.authorizer_refresh_token) {
        return { errcode: 61023, errmsg: 'refresh_token is invalid' };
      }
      authorizer.accessToken = token();
      return {
        authorizer_access_token: authorizer.accessToken,
        expires_in: 7200,
        authorizer_refresh_token: authorizer.refreshToken,
      };
    }),
    '/wxa/gettemplatelist': component(() => ({ errcode: 0, errmsg: 'ok', template_list: sim.templates })),
    '/wxa/commit': applet((authorizer, body) => {
      const template = sim.templates.find((t) => t.template_id === body.template_id);
      if (!template) return { errcode: 85064, errmsg: 'template not found' };
      if (typeof body.ext_json !== 'string' || !JSON.parse(body.ext_json).extAppid) {
        return { errcode: 85013, errmsg: 'invalid ext_json' };
      }
      authorizer.committed = {
        templateId: template.template_id,
        userVersion: String(body.user_version),
        userDesc: String(body.user_desc),
        extJson: body.ext_json,
      };
      return { errcode: 0, errmsg: 'ok' };
    }),
    '/wxa/submit_audit': applet((authorizer) => {
      if (!authorizer.committed) return { errcode: 86001, errmsg: 'no code committed' };
      if (authorizer.audit?.status === 2) return { errcode: 85009, errmsg: 'already has an auditing version' };
      auditIds += 1;
      authorizer.audit = { id: auditIds, status: 2 };
      return { errcode: 0, errmsg: 'ok', auditid: auditIds };
    }),
    '/wxa/get_auditstatus': applet((authorizer, body) => {
      if (!authorizer.audit || authorizer.audit.id !== body.auditid)
        return { errcode: 85012, errmsg: 'invalid audit id' };
      if (authorizer.audit.status === 2) authorizer.audit = { ...authorizer.audit, ...sim.auditVerdict };
      return { errcode: 0, errmsg: 'ok', status: authorizer.audit.status, reason: authorizer.audit.reason };
    }),
    '/wxa/release': applet((authorizer) => {
      if (authorizer.audit?.status !== 0 || !authorizer.committed)
        return { errcode: 85020, errmsg: 'status not allowed' };
      authorizer.release = {
        version: authorizer.committed.userVersion,
        desc: authorizer.committed.userDesc,
        time: Math.floor(Date.now() / 1000),
      };
      authorizer.audit = null;
      return { errcode: 0, errmsg: 'ok' };
    }),
    '/wxa/getversioninfo': applet((authorizer) => ({
      errcode: 0,
      errmsg: 'ok',
      ...(authorizer.committed && {
        exp_info: {
          exp_time: 1_700_200_000,
          exp_version: authorizer.committed.userVersion,
          exp_desc: authorizer.committed.userDesc,
        },
      }),
      ...(authorizer.release && {
        release_info: {
          release_time: authorizer.release.time,
          release_version: authorizer.release.version,
          release_desc: authorizer.release.desc,
        },
      }),
    })),
    '/wxa/icp/get_icp_entrance_info': applet(() => ({ errcode: 0, errmsg: 'ok', info: { status: 6 } })),
  };

  server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', sim.base);
    const body = request.method === 'POST' ? await readBody(request) : {};
    sim.calls.push({ path: url.pathname, body });
    const failure = failures.get(url.pathname);
    if (failure) {
      failures.delete(url.pathname);
      return send(response, failure);
    }
    if (url.pathname === '/cgi-bin/componentloginpage') {
      const code = url.searchParams.get('pre_auth_code') ?? '';
      if (url.searchParams.get('component_appid') !== SIM_COMPONENT.appId || !preAuthCodes.has(code)) {
        response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<p>授权链接无效</p>');
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<!doctype html><meta charset="utf-8"><title>微信授权（模拟）</title><h1>授权 ${sim.nextAuthorizer.nickName}</h1><a href="${sim.confirmUrl(url.toString())}">确认授权</a>`,
      );
    }
    if (url.pathname === '/cgi-bin/componentloginpage/confirm') {
      const code = url.searchParams.get('pre_auth_code') ?? '';
      if (!preAuthCodes.delete(code)) {
        response.writeHead(400);
        return response.end('pre_auth_code used');
      }
      const authCode = `queryauthcode@@@${token()}`;
      authCodes.set(authCode, sim.nextAuthorizer.appId);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('auth_code', authCode);
      back.searchParams.set('expires_in', '3600');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/wxa/getwxacodeunlimit') {
      if (!byToken(url.searchParams.get('access_token')))
        return send(response, { errcode: 40001, errmsg: 'invalid credential' });
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(PNG);
    }
    const route = routes[url.pathname];
    if (!route) {
      response.writeHead(404);
      return response.end();
    }
    send(response, route(url.searchParams, body));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sim.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sim;
}
