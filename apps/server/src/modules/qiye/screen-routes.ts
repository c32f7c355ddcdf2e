import { DEVICE_ID_HEADER, DEVICE_SECRET_HEADER, type ScreenQyBlock } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { authenticateScreen } from '../device/screen-service.js';
import { shownBlocks } from './blocks.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The enterprise page on a screen, authenticated by the screen's id and secret like the other /screen calls. */
export const qiyeScreenRoutes = defineModule(async (app, { db, config }) => {
  app.get(
    '/screen/qiye',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary: "The enterprise page of the screen's shop: its blocks on show, in order (ScreenQyBlock[])",
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. Only blocks with isShow 1; images as addresses. An unpaired or locked screen gets [].`,
      },
    },
    async (request) => {
      const device = await authenticateScreen(
        db,
        header(request, DEVICE_ID_HEADER),
        header(request, DEVICE_SECRET_HEADER),
      );
      if (!device.shopId || device.status !== 0) return ok<ScreenQyBlock[]>([]);
      return ok(await shownBlocks(db, config.apiBase, device.shopId));
    },
  );
});
