import { DEVICE_ID_HEADER, DEVICE_SECRET_HEADER, HEARTBEAT_TEXT } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { HEARTBEAT_ANSWER } from '../notice/routes.js';
import { screenPlanSource } from '../play-plan/screen-plan.js';
import { worksPlaylist } from '../works/playlist.js';
import { HeartbeatBatch, recordHeartbeat } from './presence.js';
import { authenticateScreen, findDevice, registerScreen, screenState } from './screen-service.js';
import { askPendingScreenshot } from './screenshots.js';

const tags = ['screen'];
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};
const appVersionBody = z.object({ appVersion: z.string().max(32).optional() });

/** The player's calls, authenticated by the screen's own id and secret, never by a user token. */
export const screenRoutes = defineModule(async (app, { db, live, config }) => {
  const playlist = worksPlaylist(config.apiBase);
  const plan = screenPlanSource(config.apiBase);
  const heartbeats = new HeartbeatBatch(db, live);
  app.addHook('onClose', () => heartbeats.flush());
  const screenOf = (request: FastifyRequest) =>
    authenticateScreen(db, header(request, DEVICE_ID_HEADER), header(request, DEVICE_SECRET_HEADER));

  app.post(
    '/screen/register',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A new screen registers: it gets its id, a secret to keep, and a 4-digit activation code',
        body: appVersionBody,
      },
    },
    async (request) => {
      const { deviceId, secret, device } = await registerScreen(db, request.body.appVersion);
      return ok({ deviceId, secret, state: await screenState(db, device) });
    },
  );

  app.get(
    '/screen/state',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The screen's state: its code while waiting, then its shop, settings and playlist",
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. A waiting screen whose code expired gets a new one.`,
      },
    },
    async (request) => ok(await screenState(db, await screenOf(request), playlist, plan)),
  );

  app.post(
    '/screen/heartbeat',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Heartbeat every 20 s; answers the state, so it is also the polling fallback',
        body: appVersionBody,
      },
    },
    async (request) => {
      const device = await screenOf(request);
      await recordHeartbeat(db, live, device.id, request.body.appVersion);
      return ok(await screenState(db, await findDevice(db, device.id), playlist, plan));
    },
  );

  app.get(
    '/screen/socket/:deviceId',
    {
      websocket: true,
      config: { public: true },
      schema: {
        tags,
        summary: "The screen's live channel (WebSocket): console commands arrive as {cmd}",
        description:
          'The secret is the sub-protocol and is echoed back. Opening it counts as a heartbeat and reports the app version (query appVersion); the text "HeartBeat" sent over it is a heartbeat, answered with {cmd:"heartcheck"}.',
        params: z.object({ deviceId: z.string().min(1) }),
        querystring: appVersionBody,
      },
      preValidation: async (request) => {
        const { deviceId } = request.params as { deviceId: string };
        const { appVersion } = request.query as { appVersion?: string };
        const device = await authenticateScreen(db, deviceId, header(request, 'sec-websocket-protocol')?.split(',')[0]);
        await recordHeartbeat(db, live, device.id, appVersion);
      },
    },
    (socket, request) => {
      const { deviceId } = request.params;
      live.attach({ kind: 'device', id: deviceId }, socket);
      askPendingScreenshot(db, live, deviceId).catch((error: unknown) =>
        app.log.error({ err: error }, 'screen pending screenshot'),
      );
      // While its socket is open a screen sends its heartbeat over it: one UPDATE, no HTTP call.
      socket.on('message', (data) => {
        if (data.toString() !== HEARTBEAT_TEXT) return;
        heartbeats.record(deviceId).then(
          () => socket.send(JSON.stringify(HEARTBEAT_ANSWER)),
          (error: unknown) => app.log.error({ err: error }, 'screen heartbeat'),
        );
      });
    },
  );
});
