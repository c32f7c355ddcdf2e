import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { grantedBy, requireDeclaredGrant } from './route-grant.js';

function appWithGrantCheck(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addHook('onRoute', requireDeclaredGrant);
  return app;
}

describe('every route declares what grants it', () => {
  it('refuses to start with a route that declares no grant, naming it', async () => {
    const app = appWithGrantCheck();
    app.register(async (module) => {
      module.get('/sys/user/list', async () => 'users');
    });
    await expect(app.ready()).rejects.toThrow(
      'GET /sys/user/list declares no grant (public, signedIn, menus or permission)',
    );
  });

  it('takes the grant its plugin declares with grantedBy, and keeps its own where it has one', async () => {
    const app = appWithGrantCheck();
    const configs: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      configs[route.url] = route.config;
    });
    app.register(async (module) => {
      grantedBy(module, { menus: ['/system/user'] });
      module.get('/sys/user/list', async () => 'users');
      module.get('/user/info', { config: { signedIn: true } }, async () => 'me');
    });
    await app.ready();
    expect(configs['/sys/user/list']).toEqual({ menus: ['/system/user'] });
    expect(configs['/user/info']).toEqual({ signedIn: true });
  });

  it('does not lend a plugin’s grant to a sibling plugin', async () => {
    const app = appWithGrantCheck();
    app.register(async (module) => {
      grantedBy(module, { menus: ['/system/user'] });
      module.get('/sys/user/list', async () => 'users');
    });
    app.register(async (module) => {
      module.get('/sys/role/list', async () => 'roles');
    });
    await expect(app.ready()).rejects.toThrow('GET /sys/role/list declares no grant');
  });
});
