import { createHash, randomBytes } from 'node:crypto';
import { msg } from '@scenecast/contracts';
import type { createRemoteJWKSet, JWTPayload } from 'jose';
import type { OidcSettings } from '../../config.js';
import { BusinessError } from '../../platform/http/errors.js';

/** The parts of the provider's discovery document this client uses. */
interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

interface Provider {
  metadata: ProviderMetadata;
  keys: ReturnType<typeof createRemoteJWKSet>;
  loadedAt: number;
}

const PROVIDER_CACHE_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_MS = 10_000;
const providers = new Map<string, Provider>();

const refused = () => new BusinessError(msg('federationProviderRefused'));
const unverified = () => new BusinessError(msg('federationTokenInvalid'));

export const randomSecret = () => randomBytes(32).toString('base64url');

/** PKCE S256: the challenge sent with the authorization request for the verifier kept here. */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The provider's discovery document and key set, fetched once an hour per process. */
async function provider(settings: OidcSettings): Promise<Provider> {
  const cached = providers.get(settings.issuer);
  if (cached && Date.now() - cached.loadedAt < PROVIDER_CACHE_MS) return cached;
  const response = await fetch(`${settings.issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok) throw refused();
  const metadata = (await response.json()) as ProviderMetadata;
  // The document must speak for the configured issuer (OpenID Connect Discovery §4.3).
  if (metadata.issuer !== settings.issuer) throw refused();
  // Loaded here, not at start: only a server with a provider configured needs it.
  const { createRemoteJWKSet } = await import('jose');
  const loaded = { metadata, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)), loadedAt: Date.now() };
  providers.set(settings.issuer, loaded);
  return loaded;
}

/** Where to send the browser: the provider's authorization endpoint with state, nonce and PKCE. */
export async function authorizationUrl(
  settings: OidcSettings,
  flow: { state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const { metadata } = await provider(settings);
  const url = new URL(metadata.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope: settings.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: pkceChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Trades the authorization code (and the PKCE verifier) for the ID token at the token endpoint. */
async function exchangeCode(settings: OidcSettings, metadata: ProviderMetadata, code: string, codeVerifier: string) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: settings.redirectUri,
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (settings.clientSecret) {
    const pair = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    body.set('client_id', settings.clientId);
  }
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok) throw refused();
  const tokens = (await response.json()) as { id_token?: unknown };
  if (typeof tokens.id_token !== 'string') throw refused();
  return tokens.id_token;
}

/**
 * Completes the authorization code flow: the code is exchanged with the flow's PKCE verifier and
 * the ID token verified (signature by the provider's published keys, issuer, audience, expiry,
 * the flow's nonce). Answers the provider's issuer and the person's subject.
 */
export async function verifiedIdentity(
  settings: OidcSettings,
  code: string,
  flow: { nonce: string; codeVerifier: string },
): Promise<{ issuer: string; subject: string }> {
  const { metadata, keys } = await provider(settings);
  const idToken = await exchangeCode(settings, metadata, code, flow.codeVerifier);
  let claims: JWTPayload;
  const { jwtVerify } = await import('jose');
  try {
    ({ payload: claims } = await jwtVerify(idToken, keys, { issuer: metadata.issuer, audience: settings.clientId }));
  } catch {
    throw unverified();
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const isForUs = audiences.length === 1 || claims.azp === settings.clientId;
  if (!isForUs || claims.nonce !== flow.nonce || !claims.sub) throw unverified();
  return { issuer: metadata.issuer, subject: claims.sub };
}
