import { DEVICE_ID_HEADER, DEVICE_SECRET_HEADER } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { authenticateScreen } from '../device/screen-service.js';
import { screenShopHome } from './shop-home.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The player's shop home, authenticated by the screen's id and secret like the other /screen calls. */
export const studioScreenRoutes = defineModule(async (app, { db, config }) => {
  app.get(
    '/screen/shop-home',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary: 'The shop home a screen shows while no works are assigned to it (ScreenShopHome, or null)',
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. The modules chosen at /cjmain/shouye in their order, each with its data: packages on sale in the shop's order, the albums album mode shows, the newest works, the brand story; reviews [] until the reviews module fills them. At most 12 packages, albums and works. An unpaired or locked screen gets null. The player keeps the last answer to show offline.`,
      },
    },
    async (request) => {
      const device = await authenticateScreen(
        db,
        header(request, DEVICE_ID_HEADER),
        header(request, DEVICE_SECRET_HEADER),
      );
      return ok(await screenShopHome(db, config.apiBase, device));
    },
  );
});
