import path from 'node:path';
import { DEFAULT_SIGN_SECRET } from '@scenecast/contracts';

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
  loginCaptcha: 'auto' | 'always';
  /** Sign-in calls allowed per client address per minute. */
  loginRateLimit: number;
  /** Answer the SMS code in the response too (tests and demos only). */
  smsEcho: boolean;
  webDist: string;
}

type Env = Record<string, string | undefined>;

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
    loginCaptcha: env.LOGIN_CAPTCHA === 'always' ? 'always' : 'auto',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 120),
    smsEcho: flag(env.SMS_ECHO, false),
    webDist: path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
  };
}
