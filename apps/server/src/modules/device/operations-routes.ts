import {
  DEVICE_ID_HEADER,
  DEVICE_SECRET_HEADER,
  PAIRING_REFUSAL_WINDOW_MS,
  SCREENSHOT_MAX_BYTES,
  screenshotPayload,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerFileReferences } from '../../platform/storage/file-references.js';
import { createStorage } from '../../platform/storage/index.js';
import { refusePairing } from './pairing-refusal.js';
import { authenticateScreen, findDevice, screenState } from './screen-service.js';
import {
  latestScreenshot,
  referencedScreenshots,
  requestScreenshot,
  SCREENSHOT_FOLDER,
  storeScreenshot,
} from './screenshots.js';
import { requireDeviceAccess } from './service.js';
import { deviceUptime } from './uptime.js';

const BASE = '/device/dvDevice';
const idQuery = z.object({ id: z.string().min(1) });
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Pairing refusal, remote screenshots and uptime: the screen's side and the console's side. */
export const deviceOperationsRoutes = defineModule(async (app, { db, live, config }) => {
  grantedBy(app, { menus: ['/device/list'] });
  const storage = createStorage(config);
  registerFileReferences(SCREENSHOT_FOLDER, referencedScreenshots);
  const screenOf = (request: FastifyRequest) =>
    authenticateScreen(db, header(request, DEVICE_ID_HEADER), header(request, DEVICE_SECRET_HEADER));

  app.post(
    '/screen/refusePairing',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary: 'The screen refuses the shop it was just paired with; it waits again with a new code',
        description: `Within ${PAIRING_REFUSAL_WINDOW_MS / 60_000} minutes of pairing (the state's refusableUntil); later answers 已超过可拒绝绑定的时间. The shop's people get a notice. Answers the new state.`,
      },
    },
    async (request) => {
      const device = await screenOf(request);
      await refusePairing(db, live, device, PAIRING_REFUSAL_WINDOW_MS);
      return ok(await screenState(db, await findDevice(db, device.id)));
    },
  );

  app.post(
    '/screen/screenshot',
    {
      config: { public: true },
      bodyLimit: Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 4096,
      schema: {
        tags: ['screen'],
        summary: 'The screen uploads what it shows (base64 JPEG) in answer to the console’s request',
        description: `Only while a request is pending (else 没有待上传的截图请求); the bytes must be a JPEG of at most ${SCREENSHOT_MAX_BYTES / 1024 / 1024} MB (else 400).`,
        body: screenshotPayload,
      },
    },
    async (request) => {
      await storeScreenshot(db, storage, await screenOf(request), request.body.image);
      return ok(null);
    },
  );

  app.post(
    `${BASE}/requestScreenshot`,
    {
      schema: {
        tags: ['device'],
        summary: 'Ask a screen for a screenshot; it arrives in getScreenshot when the screen has sent it',
        description: 'Form or JSON {id}. Another shop’s or tenant’s screen: 403.',
        body: idQuery,
      },
    },
    async (request) => ok(await requestScreenshot({ db, live, scope: request.scope }, request.body.id, config.apiBase)),
  );

  app.get(
    `${BASE}/getScreenshot`,
    {
      schema: {
        tags: ['device'],
        summary: "A screen's latest screenshot: pending until the screen sends it, then its image and time",
        querystring: idQuery,
      },
    },
    async (request) => ok(await latestScreenshot({ db, scope: request.scope }, request.query.id, config.apiBase)),
  );

  app.get(
    `${BASE}/getUptime`,
    {
      schema: {
        tags: ['device'],
        summary: "A screen's uptime over 7 and 30 days",
        description:
          'The share of each span, counted from when the screen was paired, that it was online (from its on- and offline events).',
        querystring: idQuery,
      },
    },
    async (request) => ok(await deviceUptime(db, await requireDeviceAccess(db, request.scope, request.query.id))),
  );
});
