import { DEVICE_ID_HEADER, DEVICE_SECRET_HEADER, type ScreenFzLookbook } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { authenticateScreen } from '../device/screen-service.js';
import { screenLookbook } from './screen-lookbook.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const EMPTY: ScreenFzLookbook = { collections: [] };

/** The lookbook on a screen, authenticated by the screen's id and secret like the other /screen calls. */
export const lookbookScreenRoutes = defineModule(async (app, { db, config }) => {
  app.get(
    '/screen/lookbook',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary: "The lookbook of the screen's shop: shown collections with their shown styles (ScreenFzLookbook)",
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. Collections and styles in the console's order, only those on show (status 1); a collection with no style on show is left out; a collection without a cover gets its first style's first photo. Prices in fen, photos as addresses. An unpaired or locked screen gets an empty list.`,
      },
    },
    async (request) => {
      const device = await authenticateScreen(
        db,
        header(request, DEVICE_ID_HEADER),
        header(request, DEVICE_SECRET_HEADER),
      );
      if (!device.shopId || device.status !== 0) return ok(EMPTY);
      return ok(await screenLookbook(db, config.apiBase, device.shopId));
    },
  );
});
