import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('has an embedded default for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      apiBase: '/api',
      seedDemo: true,
      adminPassword: null,
      logLevel: 'info',
      corsOrigins: [],
      loginCaptcha: 'auto',
      smsEcho: false,
    });
    expect(config.signSecret.length).toBeGreaterThan(0);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      API_BASE: '/v2/',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LOGIN_CAPTCHA: 'always',
    });
    expect(config).toMatchObject({
      port: 9000,
      apiBase: '/v2',
      seedDemo: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      loginCaptcha: 'always',
    });
  });
});
