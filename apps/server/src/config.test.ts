import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

describe('config of a reverse proxy', () => {
  it('believes no forwarded header unless TRUST_PROXY is set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, or the proxies’ addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to start with a hop count or anything else, naming the variable', () => {
    for (const value of ['1', 'yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new ConfigError(
          `TRUST_PROXY must be true or the proxies' addresses or CIDRs, comma-separated (not a hop count); got: ${value}`,
        ),
      );
    }
  });
});

describe('config of files, maps and scenes', () => {
  it('uses the local folder, the offline geocoder and `demo` as the privileged user by default', () => {
    expect(loadConfig({})).toMatchObject({ s3: null, amapKey: null, privilegedSceneUsers: ['demo'] });
    expect(loadConfig({ PRIVILEGED_SCENE_USERS: '' }).privilegedSceneUsers).toEqual([]);
  });

  it('reads the S3 settings, the AMap key and the privileged users', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://store.example:9000',
      S3_BUCKET: 'scenecast',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'cn-north-1',
      AMAP_KEY: 'k',
      PRIVILEGED_SCENE_USERS: 'demo, boss',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://store.example:9000',
      bucket: 'scenecast',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'cn-north-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      forcePathStyle: false,
      region: 'us-east-1',
    });
    expect(config).toMatchObject({ amapKey: 'k', privilegedSceneUsers: ['demo', 'boss'] });
  });
});

describe('config of the WeChat Open Platform', () => {
  const component = {
    WX_COMPONENT_APP_ID: 'wxcomponent0000001',
    WX_COMPONENT_APP_SECRET: 'secret',
    WX_COMPONENT_TOKEN: 'token',
    WX_COMPONENT_AES_KEY: 'abcdefghijklmnopqrstuvwxyz0123456789ABCD+/G',
  };

  it('offers no applets with none of the four variables, and the component with all of them', () => {
    expect(loadConfig({}).wxOpen).toBeNull();
    expect(loadConfig(component).wxOpen).toMatchObject({
      componentAppId: 'wxcomponent0000001',
      aesKey: component.WX_COMPONENT_AES_KEY,
      apiBase: 'https://api.weixin.qq.com',
      authPageBase: 'https://mp.weixin.qq.com',
    });
  });

  it('refuses to start with only some of them, naming the missing ones', () => {
    const { WX_COMPONENT_TOKEN, WX_COMPONENT_AES_KEY, ...partial } = component;
    expect(() => loadConfig(partial)).toThrow(
      new ConfigError(
        'The WeChat Open Platform needs all four WX_COMPONENT_* variables; missing: WX_COMPONENT_TOKEN, WX_COMPONENT_AES_KEY',
      ),
    );
    expect(() => loadConfig({ ...component, WX_COMPONENT_APP_SECRET: '' })).toThrow(
      /missing: WX_COMPONENT_APP_SECRET$/,
    );
  });

  it('refuses an EncodingAESKey that is not 43 base64 characters', () => {
    for (const key of [
      `${component.WX_COMPONENT_AES_KEY}=`,
      component.WX_COMPONENT_AES_KEY.slice(1),
      `${'a'.repeat(42)}-`,
    ]) {
      expect(() => loadConfig({ ...component, WX_COMPONENT_AES_KEY: key })).toThrow(
        'WX_COMPONENT_AES_KEY must be the 43-character EncodingAESKey (base64) set at the Open Platform',
      );
    }
  });
});

describe('config of password checks', () => {
  it('runs a password thread per core unless told otherwise', () => {
    expect(loadConfig({}).passwordThreads).toBe(availableParallelism());
    expect(loadConfig({ PASSWORD_WORKERS: '7' }).passwordThreads).toBe(7);
  });
});
