import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Test-only: real identity servers on free local ports, for the federation tests. */

export const TEST_CLIENT_ID = 'scenecast-console';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * An OpenID Connect provider (the `oidc-provider` package) with one public client that must use
 * PKCE. Its development interactions sign in whoever names an account id; every account exists,
 * with an e-mail address made from its id. Consent is granted to the client at once.
 */
export async function startOidcProvider(redirectUri: string) {
  const server = createServer();
  const issuer = await listen(server);
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['federation-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: `${sub}@example.test` }) }),
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return { issuer, close: closer(server) };
}

/**
 * Signs `accountId` in at the provider as a browser would, from the authorization URL our server
 * redirected to, and answers the provider's final redirect (to our callback, with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    return new URL(location, url);
  };
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 8; step += 1) {
    if (!url.href.startsWith(new URL(authorizationUrl).origin)) return url;
    url = url.pathname.startsWith('/interaction/')
      ? await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login: accountId }),
        })
      : await send(url);
  }
  throw new Error('the provider never sent the browser back');
}

/**
 * A CAS server's ticket validation (/p3/serviceValidate, CAS protocol 3.0): `tickets` maps a
 * service ticket to its service and user; each ticket validates once.
 */
export async function startCasServer(tickets: Map<string, { service: string; user: string }>) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cas.test');
    const issued = tickets.get(url.searchParams.get('ticket') ?? '');
    const valid = url.pathname === '/cas/p3/serviceValidate' && issued?.service === url.searchParams.get('service');
    if (valid) tickets.delete(url.searchParams.get('ticket') ?? '');
    const body = valid
      ? `<cas:authenticationSuccess><cas:user>${issued?.user}</cas:user></cas:authenticationSuccess>`
      : '<cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure>';
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">${body}</cas:serviceResponse>`);
  });
  return { url: `${await listen(server)}/cas`, close: closer(server) };
}
