import { DEVICE_ID_HEADER, DEVICE_SECRET_HEADER, screenAlbumParams } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { authenticateScreen } from '../device/screen-service.js';
import { openScreenAlbum, screenAlbumCategories } from './screen-albums.js';

const tags = ['screen'];
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The player's album mode, authenticated by the screen's id and secret like the other /screen calls. */
export const kepianScreenRoutes = defineModule(async (app, { db, config }) => {
  const screenOf = (request: FastifyRequest) =>
    authenticateScreen(db, header(request, DEVICE_ID_HEADER), header(request, DEVICE_SECRET_HEADER));

  app.get(
    '/screen/albums',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Album mode: the screen's public albums by category (ScreenAlbumCategory[])",
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. Albums on show and public on screen (isPublicPd 1) of the screen's shop and those shared to it; an album in no category is listed under 未分类 (id null). An unpaired or locked screen gets [].`,
      },
    },
    async (request) => ok(await screenAlbumCategories(db, config.apiBase, await screenOf(request))),
  );

  app.post(
    '/screen/albums/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Open an album on the screen: its photos in order (ScreenAlbumDetail)',
        description:
          'A protected album (isProtected) needs `password` in the body, checked on the server: wrong → success false 密码错误; after 5 wrong ones in a minute the screen gets 429. An album the screen may not show: 403.',
        params: screenAlbumParams,
        body: z.object({ password: z.string().max(64).optional() }).optional(),
      },
    },
    async (request) =>
      ok(await openScreenAlbum(db, config.apiBase, await screenOf(request), request.params.id, request.body?.password)),
  );
});
