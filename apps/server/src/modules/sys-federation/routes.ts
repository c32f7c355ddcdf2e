import { type FederationProviders, type MessageKey, msg, OAUTH2_LOGIN_PATH } from '@scenecast/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { BusinessError } from '../../platform/http/errors.js';
import { defineModule } from '../../platform/http/module.js';
import {
  casSignIn,
  configured,
  finishOidcSignIn,
  linkIdentity,
  OIDC_THIRD_TYPE,
  redeemTicket,
  startOidcSignIn,
} from './service.js';
import { clearStateCookie, setStateCookie, stateCookie } from './state-cookie.js';

const tags = ['auth'];

/** The refusals a callback can end in, told to the console page by key (never as free text). */
const CALLBACK_ERRORS: MessageKey[] = [
  'federationNotConfigured',
  'federationStateInvalid',
  'federationProviderRefused',
  'federationTokenInvalid',
];

function callbackErrorKey(error: unknown): MessageKey {
  if (!(error instanceof BusinessError)) throw error;
  return CALLBACK_ERRORS.find((key) => msg(key) === error.message) ?? 'federationProviderRefused';
}

/** The console's oauth2 app page (hash router), served at the root of this origin. */
const consolePage = (query: Record<string, string>) => `/#${OAUTH2_LOGIN_PATH}?${new URLSearchParams(query)}`;

const ticketPayload = z.object({ ticket: z.string().min(1).max(128), thirdType: z.string().min(1).max(32) });

export const sysFederationRoutes = defineModule(async (app, { db, config }) => {
  const signIn = { public: true, rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };
  const cookiePath = `${config.apiBase}/sys/thirdLogin/oidc`;

  app.get(
    '/sys/thirdLogin/providers',
    { config: { public: true }, schema: { tags, summary: 'The federated sign-in the console offers' } },
    async () => ok<FederationProviders>({ oidc: config.oidc ? { displayName: config.oidc.displayName } : null }),
  );

  app.get(
    '/sys/thirdLogin/oidc/start',
    {
      config: signIn,
      schema: {
        tags,
        summary: 'Start an OpenID Connect sign-in: redirects the browser to the provider',
        description:
          'Authorization code flow with PKCE (S256). state, nonce and the code verifier are kept on the server for 10 minutes, single use; the state also goes to a cookie of this browser. The provider settings come from OIDC_* (docs/sign-in-federation.md); unset: the refusal 未配置第三方登录.',
      },
    },
    async (_request, reply) => {
      const settings = configured(config.oidc);
      const { state, url } = await startOidcSignIn(db, settings);
      setStateCookie(reply, settings, cookiePath, state);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/sys/thirdLogin/oidc/callback',
    {
      config: signIn,
      schema: {
        tags,
        summary: "The provider's return (OIDC_REDIRECT_URI): redirects to the console page #/oauth2-app/login",
        description:
          'Uses up the state (from the browser that started the flow, within 10 minutes), exchanges the code with the PKCE verifier, verifies the ID token (signature by the provider keys, issuer, audience, expiry, nonce). Then redirects to #/oauth2-app/login?ticket=…&thirdType=oidc: a one-time ticket that signs in the linked account, or, for an identity no account is linked to, lets the person link one. Any failure redirects to #/oauth2-app/login?error=<message key>.',
        querystring: z.object({
          state: z.string().max(256).optional(),
          code: z.string().max(2048).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { state, code, error } = request.query;
      clearStateCookie(reply, cookiePath);
      let target: string;
      try {
        const settings = configured(config.oidc);
        if (!state || state !== stateCookie(request)) throw new BusinessError(msg('federationStateInvalid'));
        if (error || !code) throw new BusinessError(msg('federationProviderRefused'));
        const ticket = await finishOidcSignIn(db, settings, { state, code });
        target = consolePage({ ticket, thirdType: OIDC_THIRD_TYPE });
      } catch (failure) {
        target = consolePage({ error: callbackErrorKey(failure) });
      }
      return reply.redirect(target, 302);
    },
  );

  app.get(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    {
      config: signIn,
      schema: {
        tags,
        summary: 'Redeem a federated sign-in ticket for the sign-in answer',
        description:
          'Answers like POST /sys/login ({token, userInfo, …}). A ticket is good once, for 2 minutes. When the identity is linked to no account yet the refusal is 该第三方账号尚未绑定… with result {linkRequired: true}, and the ticket stays good for POST /sys/thirdLogin/link (10 minutes). Anything else: 登录凭证无效或已过期，请重新登录.',
        params: z.object({ token: z.string().min(1).max(128), thirdType: z.string().min(1).max(32) }),
      },
    },
    async (request) =>
      ok(
        await redeemTicket(db, { ticket: request.params.token, thirdType: request.params.thirdType, ip: request.ip }),
        '登录成功',
      ),
  );

  app.post(
    '/sys/thirdLogin/link',
    {
      config: signIn,
      schema: {
        tags,
        summary: 'Link a federated identity to an existing account, proven by its user name and password',
        description:
          'Takes a link ticket and the account’s user name and password. The password check is the one of POST /sys/login: captcha after 3 failures, lockout after 5. Only then is the link recorded (provider issuer and subject → account) and the account signed in, with the answer of POST /sys/login; later sign-ins through the provider land directly. A wrong password leaves the ticket good for another try. Nothing is ever linked by e-mail address. An identity already linked: 该第三方账号已绑定其他用户.',
        body: ticketPayload.extend({
          username: z.string().min(1, msg('userNameRequired')).max(100),
          password: z.string().min(1, msg('passwordRequired')).max(128),
          captcha: z.string().max(16).optional(),
          checkKey: z.string().max(64).optional(),
        }),
      },
    },
    async (request) =>
      ok(
        await linkIdentity(db, { ...request.body, ip: request.ip, captchaAlways: config.loginCaptcha === 'always' }),
        '绑定成功',
      ),
  );

  app.get(
    '/sys/cas/client/validateLogin',
    {
      config: signIn,
      schema: {
        tags,
        summary: 'Sign in with a CAS service ticket',
        description:
          'Validates the ticket at CAS_SERVER_URL/p3/serviceValidate for the service, which must be one of CAS_SERVICE_URL (else CAS服务地址不被允许). Success signs in the account the CAS user is linked to and answers like POST /sys/login ({token, userInfo, …}); a CAS user linked to no account: 该CAS账号尚未绑定系统用户，请联系管理员; a ticket the CAS server refuses: CAS票据校验失败. Unset: 未配置第三方登录.',
        querystring: z.object({ ticket: z.string().min(1).max(512), service: z.string().min(1).max(2048) }),
      },
    },
    async (request) =>
      ok(await casSignIn(db, configured(config.cas), { ...request.query, ip: request.ip }), '登录成功'),
  );
});
