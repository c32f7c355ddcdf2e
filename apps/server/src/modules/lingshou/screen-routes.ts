import { DEVICE_ID_HEADER, DEVICE_SECRET_HEADER, type ScreenLsCatalogue } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { authenticateScreen } from '../device/screen-service.js';
import { screenCatalogue } from './screen-catalogue.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const EMPTY: ScreenLsCatalogue = { categories: [], products: [] };

/** The retail catalogue on a screen, authenticated by the screen's id and secret like the other /screen calls. */
export const lingshouScreenRoutes = defineModule(async (app, { db, config }) => {
  app.get(
    '/screen/lingshou',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary:
          "The retail catalogue of the screen's shop: products on shelf and their categories (ScreenLsCatalogue)",
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. Only products on shelf (status 1), with variants, prices in fen and images as addresses. An unpaired or locked screen gets empty lists.`,
      },
    },
    async (request) => {
      const device = await authenticateScreen(
        db,
        header(request, DEVICE_ID_HEADER),
        header(request, DEVICE_SECRET_HEADER),
      );
      if (!device.shopId || device.status !== 0) return ok(EMPTY);
      return ok(await screenCatalogue(db, config.apiBase, device.shopId));
    },
  );
});
