import { isIP } from 'node:net';
import path from 'node:path';
import { APPLET_BOOKINGS_PER_MINUTE, APPLET_READS_PER_MINUTE, DEFAULT_SIGN_SECRET } from '@scenecast/contracts';
import { DEFAULT_PASSWORD_MAX_WAIT_MS, defaultPasswordThreads } from './platform/auth/passwords.js';
import { serverRoot } from './platform/db/server-root.js';

/** Every setting, read once from the environment, each with its embedded default (README lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `${dataDir}/db`. `memory://` gives an in-memory PGlite (tests). */
  databaseUrl: string | null;
  apiBase: string;
  signSecret: string;
  seedDemo: boolean;
  adminPassword: string | null;
  logLevel: string;
  corsOrigins: string[];
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe for request.ip, protocol and host (Fastify's
   * trustProxy): nobody's (false), every peer's (true), or the proxies' addresses and CIDRs.
   */
  trustProxy: boolean | string[];
  loginCaptcha: 'auto' | 'always';
  /** Sign-in calls allowed per client address per minute. */
  loginRateLimit: number;
  /** Applet API calls allowed per applet and client address per minute: reads, and bookings. */
  appletReadRateLimit: number;
  appletBookingRateLimit: number;
  /** Answer the SMS code in the response too (tests and demos only). */
  smsEcho: boolean;
  webDist: string;
  playerDist: string;
  /** An S3-compatible object store for uploaded files; null: the folder `${dataDir}/files`. */
  s3: S3Settings | null;
  /** AMap web-service key; null: the offline geocoder (region centroids). */
  amapKey: string | null;
  /** Usernames that see the extra scene templates in the scene dialog (business §6). */
  privilegedSceneUsers: string[];
  /** Bytes of works (bin and pending uploads included) each tenant may store. */
  worksQuotaBytes: number;
  /** The largest single works upload (a video); images stop at 50 MB. */
  worksMaxFileBytes: number;
  /** Whether this process runs scheduled jobs (every process may; each run happens once). */
  jobsEnabled: boolean;
  /** The bearer token of the Prometheus text endpoint; null: the endpoint answers 404. */
  metricsToken: string | null;
  /** Threads checking passwords with argon2id (sign-ins, password changes); default one per core. */
  passwordThreads: number;
  /** The longest a sign-in waits for its argon2id turn before the server answers 503 busy. */
  passwordMaxWaitMs: number;
  /** Sign-in through an OpenID Connect provider; null: not offered. */
  oidc: OidcSettings | null;
  /** Sign-in through a CAS server; null: not offered. */
  cas: CasSettings | null;
  /** The WeChat Open Platform third-party component behind the applet pages; null: not offered. */
  wxOpen: WxOpenSettings | null;
}

export interface WxOpenSettings {
  componentAppId: string;
  componentAppSecret: string;
  /** The message check token and the 43-character EncodingAESKey set at the Open Platform. */
  token: string;
  aesKey: string;
  /** WeChat's API origin; tests point it at the local simulator. */
  apiBase: string;
  /** The origin of WeChat's authorisation page (componentloginpage). */
  authPageBase: string;
}

export interface OidcSettings {
  /** The provider's issuer URL; its settings come from `/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Unset: a public client, protected by PKCE alone. */
  clientSecret: string | null;
  /** This server's callback, registered at the provider: `<origin>/api/sys/thirdLogin/oidc/callback`. */
  redirectUri: string;
  scopes: string;
  /** The provider's name on the sign-in button (使用 <name> 登录). */
  displayName: string;
}

export interface CasSettings {
  /** The CAS server's base URL (the one that serves `/login` and `/p3/serviceValidate`). */
  serverUrl: string;
  /** The service URLs whose tickets this server accepts: a ticket issued to another service is refused. */
  serviceUrls: string[];
}

export interface S3Settings {
  /** Unset: the provider's default endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function s3Settings(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
  };
}

function oidcSettings(env: Env): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_REDIRECT_URI) return null;
  return {
    issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || null,
    redirectUri: env.OIDC_REDIRECT_URI,
    scopes: env.OIDC_SCOPES || 'openid profile email',
    displayName: env.OIDC_DISPLAY_NAME || 'OpenID Connect',
  };
}

function casSettings(env: Env): CasSettings | null {
  const serviceUrls = list(env.CAS_SERVICE_URL);
  if (!env.CAS_SERVER_URL || serviceUrls.length === 0) return null;
  return { serverUrl: env.CAS_SERVER_URL.replace(/\/$/, ''), serviceUrls };
}

/** A setting the server cannot start with; its message names the variables to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const WX_COMPONENT_VARIABLES = [
  'WX_COMPONENT_APP_ID',
  'WX_COMPONENT_APP_SECRET',
  'WX_COMPONENT_TOKEN',
  'WX_COMPONENT_AES_KEY',
] as const;

/** WeChat's EncodingAESKey: 43 base64 characters, the 32-byte key without its trailing '='. */
const ENCODING_AES_KEY = /^[A-Za-z0-9+/]{43}$/;

/**
 * All four component variables, or none: a partly configured component would only show up later
 * as applet pages saying the Open Platform is not configured, so it stops the start instead.
 */
function wxOpenSettings(env: Env): WxOpenSettings | null {
  const values = WX_COMPONENT_VARIABLES.map((name) => env[name] || '');
  const missing = WX_COMPONENT_VARIABLES.filter((_, index) => !values[index]);
  if (missing.length === WX_COMPONENT_VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `The WeChat Open Platform needs all four WX_COMPONENT_* variables; missing: ${missing.join(', ')}`,
    );
  }
  const [componentAppId, componentAppSecret, token, aesKey] = values;
  if (!ENCODING_AES_KEY.test(aesKey)) {
    throw new ConfigError(
      'WX_COMPONENT_AES_KEY must be the 43-character EncodingAESKey (base64) set at the Open Platform',
    );
  }
  return {
    componentAppId,
    componentAppSecret,
    token,
    aesKey,
    apiBase: (env.WX_API_BASE || 'https://api.weixin.qq.com').replace(/\/$/, ''),
    authPageBase: (env.WX_AUTH_PAGE_BASE || 'https://mp.weixin.qq.com').replace(/\/$/, ''),
  };
}

/** Subnets proxy-addr (Fastify's trustProxy) knows by name, besides addresses and CIDRs. */
const PROXY_SUBNET_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_SUBNET_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: unset or `false` believes no forwarded header (request.ip is the peer's); `true`
 * believes every peer (only when nothing reaches the server but through the proxy); else the
 * proxies' addresses or CIDRs, comma-separated. A hop count is refused: Fastify 5 ignores one (it
 * cannot tell the peer is a proxy), so it would quietly leave every client at the proxy's address.
 */
function trustProxySetting(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = list(text);
  if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be true or the proxies' addresses or CIDRs, comma-separated (not a hop count); got: ${value}`,
  );
}

const GIB = 1024 ** 3;

/** A positive whole number (bytes, a count, milliseconds), else the default. */
function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    apiBase: (env.API_BASE || '/api').replace(/\/$/, ''),
    signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET,
    seedDemo: flag(env.SEED_DEMO, true),
    adminPassword: env.ADMIN_PASSWORD || null,
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    loginCaptcha: env.LOGIN_CAPTCHA === 'always' ? 'always' : 'auto',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 120),
    appletReadRateLimit: Number(env.APPLET_READ_RATE_LIMIT || APPLET_READS_PER_MINUTE),
    appletBookingRateLimit: Number(env.APPLET_BOOKING_RATE_LIMIT || APPLET_BOOKINGS_PER_MINUTE),
    smsEcho: flag(env.SMS_ECHO, false),
    webDist: path.resolve(env.WEB_DIST || path.join(serverRoot(), '../web/dist')),
    playerDist: path.resolve(env.PLAYER_DIST || path.join(serverRoot(), '../player/dist')),
    s3: s3Settings(env),
    amapKey: env.AMAP_KEY || null,
    privilegedSceneUsers: env.PRIVILEGED_SCENE_USERS === undefined ? ['demo'] : list(env.PRIVILEGED_SCENE_USERS),
    worksQuotaBytes: positiveInteger(env.WORKS_QUOTA_BYTES, 10 * GIB),
    worksMaxFileBytes: positiveInteger(env.WORKS_MAX_FILE_BYTES, 2 * GIB),
    jobsEnabled: flag(env.JOBS_ENABLED, true),
    metricsToken: env.METRICS_TOKEN || null,
    passwordThreads: positiveInteger(env.PASSWORD_WORKERS, defaultPasswordThreads()),
    passwordMaxWaitMs: positiveInteger(env.PASSWORD_MAX_WAIT_MS, DEFAULT_PASSWORD_MAX_WAIT_MS),
    oidc: oidcSettings(env),
    cas: casSettings(env),
    wxOpen: wxOpenSettings(env),
  };
}
