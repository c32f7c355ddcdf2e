import { msg } from '@scenecast/contracts';
import type { WxOpenSettings } from '../../config.js';
import { BusinessError } from '../../platform/http/errors.js';
import { wxApiError } from './wx-errors.js';

/** The longest one call to WeChat may take before the console is told WeChat cannot be reached. */
const WX_TIMEOUT_MS = 10_000;

/** Mini-program authorisation only (WeChat's auth_type 2), not official accounts. */
const AUTH_TYPE_MINI_PROGRAM = '2';

interface WxAnswer {
  errcode?: number;
  errmsg?: string;
}

export interface AuthorizerTokens {
  appId: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

export interface AuthorizerInfo {
  nickName: string;
  headImg: string | null;
  principalName: string | null;
}

export interface WxTemplate {
  template_id: number;
  user_version: string;
  user_desc: string;
  create_time: number;
}

export interface WxVersionInfo {
  exp_info?: { exp_time: number; exp_version: string; exp_desc: string };
  release_info?: { release_time: number; release_version: string; release_desc: string };
}

/** WeChat's review states (get_auditstatus): 0 passed, 1 refused, 2 under review, 3 withdrawn, 4 delayed. */
export interface WxAuditStatus {
  status: number;
  reason?: string;
}

/**
 * The WeChat Open Platform calls the applet pages use, as a third-party component (docs/applets.md
 * names each endpoint and field). No state: tokens are cached by wx-tokens.ts. WeChat answers
 * failures as HTTP 200 with {errcode, errmsg}; those become a BusinessError with the errcode.
 */
export class WxOpenClient {
  constructor(readonly settings: WxOpenSettings) {}

  private async send(path: string, init: { query?: Record<string, string>; body?: unknown }): Promise<Response> {
    const url = new URL(`${this.settings.apiBase}${path}`);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    try {
      return await fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(WX_TIMEOUT_MS),
      });
    } catch {
      throw new BusinessError(msg('wxUnreachable'));
    }
  }

  private async json<T>(path: string, init: { query?: Record<string, string>; body?: unknown }): Promise<T> {
    const response = await this.send(path, init);
    let answer: T & WxAnswer;
    try {
      answer = (await response.json()) as T & WxAnswer;
    } catch {
      throw new BusinessError(msg('wxUnreachable'));
    }
    if (answer.errcode) throw wxApiError(answer.errcode, answer.errmsg ?? '');
    return answer;
  }

  private withComponent(componentToken: string) {
    return { component_access_token: componentToken };
  }

  /** api_component_token: the component's access token, from the latest verify ticket. */
  async componentToken(verifyTicket: string): Promise<{ token: string; expiresIn: number }> {
    const answer = await this.json<{ component_access_token: string; expires_in: number }>(
      '/cgi-bin/component/api_component_token',
      {
        body: {
          component_appid: this.settings.componentAppId,
          component_appsecret: this.settings.componentAppSecret,
          component_verify_ticket: verifyTicket,
        },
      },
    );
    return { token: answer.component_access_token, expiresIn: answer.expires_in };
  }

  /** api_create_preauthcode: a code good for one authorisation, for 30 minutes. */
  async createPreAuthCode(componentToken: string): Promise<string> {
    const answer = await this.json<{ pre_auth_code: string }>('/cgi-bin/component/api_create_preauthcode', {
      query: this.withComponent(componentToken),
      body: { component_appid: this.settings.componentAppId },
    });
    return answer.pre_auth_code;
  }

  /** WeChat's authorisation page (componentloginpage); it comes back to `redirectUri` with auth_code. */
  authPageUrl(preAuthCode: string, redirectUri: string): string {
    const url = new URL(`${this.settings.authPageBase}/cgi-bin/componentloginpage`);
    url.searchParams.set('component_appid', this.settings.componentAppId);
    url.searchParams.set('pre_auth_code', preAuthCode);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('auth_type', AUTH_TYPE_MINI_PROGRAM);
    return url.toString();
  }

  /** api_query_auth: the authoriser's app id and tokens for an authorisation code. */
  async queryAuth(componentToken: string, authCode: string): Promise<AuthorizerTokens> {
    const answer = await this.json<{
      authorization_info: {
        authorizer_appid: string;
        authorizer_access_token: string;
        expires_in: number;
        authorizer_refresh_token: string;
      };
    }>('/cgi-bin/component/api_query_auth', {
      query: this.withComponent(componentToken),
      body: { component_appid: this.settings.componentAppId, authorization_code: authCode },
    });
    const info = answer.authorization_info;
    return {
      appId: info.authorizer_appid,
      accessToken: info.authorizer_access_token,
      expiresIn: info.expires_in,
      refreshToken: info.authorizer_refresh_token,
    };
  }

  /** api_get_authorizer_info: the applet's name, avatar and principal (its owner). */
  async authorizerInfo(componentToken: string, appId: string): Promise<AuthorizerInfo> {
    const answer = await this.json<{
      authorizer_info: { nick_name?: string; head_img?: string; principal_name?: string };
    }>('/cgi-bin/component/api_get_authorizer_info', {
      query: this.withComponent(componentToken),
      body: { component_appid: this.settings.componentAppId, authorizer_appid: appId },
    });
    const info = answer.authorizer_info;
    return {
      nickName: info.nick_name ?? '',
      headImg: info.head_img || null,
      principalName: info.principal_name || null,
    };
  }

  /** api_authorizer_token: a fresh access token of the applet from its refresh token. */
  async refreshAuthorizerToken(componentToken: string, appId: string, refreshToken: string): Promise<AuthorizerTokens> {
    const answer = await this.json<{
      authorizer_access_token: string;
      expires_in: number;
      authorizer_refresh_token: string;
    }>('/cgi-bin/component/api_authorizer_token', {
      query: this.withComponent(componentToken),
      body: {
        component_appid: this.settings.componentAppId,
        authorizer_appid: appId,
        authorizer_refresh_token: refreshToken,
      },
    });
    return {
      appId,
      accessToken: answer.authorizer_access_token,
      expiresIn: answer.expires_in,
      refreshToken: answer.authorizer_refresh_token || refreshToken,
    };
  }

  /** /wxa/gettemplatelist: the component's code templates. */
  async templateList(componentToken: string): Promise<WxTemplate[]> {
    const answer = await this.json<{ template_list?: WxTemplate[] }>('/wxa/gettemplatelist', {
      query: { access_token: componentToken },
    });
    return answer.template_list ?? [];
  }

  /** /wxa/commit: uploads a template's code to the applet as its experience version. */
  async commit(
    token: string,
    code: { templateId: number; extJson: string; userVersion: string; userDesc: string },
  ): Promise<void> {
    await this.json('/wxa/commit', {
      query: { access_token: token },
      body: {
        template_id: code.templateId,
        ext_json: code.extJson,
        user_version: code.userVersion,
        user_desc: code.userDesc,
      },
    });
  }

  /** /wxa/submit_audit: sends the committed code to WeChat's review; answers the audit id. */
  async submitAudit(token: string): Promise<string> {
    const answer = await this.json<{ auditid: number | string }>('/wxa/submit_audit', {
      query: { access_token: token },
      body: {},
    });
    return String(answer.auditid);
  }

  /** /wxa/get_auditstatus: where one review stands. */
  async auditStatus(token: string, auditId: string): Promise<WxAuditStatus> {
    return this.json<WxAuditStatus>('/wxa/get_auditstatus', {
      query: { access_token: token },
      body: { auditid: Number(auditId) },
    });
  }

  /** /wxa/release: publishes the version that passed review. */
  async release(token: string): Promise<void> {
    await this.json('/wxa/release', { query: { access_token: token }, body: {} });
  }

  /** /wxa/getversioninfo: the applet's released and experience versions. */
  async versionInfo(token: string): Promise<WxVersionInfo> {
    return this.json<WxVersionInfo>('/wxa/getversioninfo', { query: { access_token: token }, body: {} });
  }

  /** /wxa/icp/get_icp_entrance_info: the applet's ICP filing status code. */
  async filingStatus(token: string): Promise<number> {
    const answer = await this.json<{ info?: { status?: number } }>('/wxa/icp/get_icp_entrance_info', {
      query: { access_token: token },
    });
    return answer.info?.status ?? 0;
  }

  /** /wxa/getwxacodeunlimit: the applet's QR code (PNG) opening `page` with `scene`. */
  async qrCode(token: string, code: { scene: string; page?: string }): Promise<Buffer> {
    const response = await this.send('/wxa/getwxacodeunlimit', {
      query: { access_token: token },
      body: { scene: code.scene, page: code.page, check_path: false },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      const answer = JSON.parse(bytes.toString('utf8')) as WxAnswer;
      throw wxApiError(answer.errcode ?? -1, answer.errmsg ?? '');
    }
    return bytes;
  }
}
