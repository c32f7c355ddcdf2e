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

const EMPTY: ScreenLsCatalogue = {
  categories: [],
  products: [],
  home: { modules: [], bannerUrls: [], store: { name: '', phone: '', address: '', logoUrl: null } },
  cases: [],
};

/** The retail catalogue on a screen, authenticated by the screen's id and secret like the other /screen calls. */
export const lingshouScreenRoutes = defineModule(async (app, { db, config }) => {
  app.get(
    '/screen/lingshou',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary:
          "The retail content of the screen's shop: home modules, products on shelf, their categories and the shown cases (ScreenLsCatalogue)",
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. Only products on shelf (status 1), with variants, prices in fen and images as addresses. home: the modules chosen at /lsmain/shouye in order (the defaults until saved) with banner addresses and the store card; cases: the shown ones in the shop's order, each listing only its linked products that are on shelf. An unpaired or locked screen gets empty lists. The player keeps the last answer to show offline.`,
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
