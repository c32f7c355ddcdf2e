import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';

/** The server's clock for screens: the screens of a video wall keep to it, to the millisecond. */
export const screenClockRoutes = defineModule(async (app) => {
  app.get(
    '/screen/clock',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['screen'],
        summary: "The server's time (epoch ms) as {serverTime}",
        description:
          'A screen asks a few times in a row and keeps the quickest answer (offset = serverTime − the middle of the round trip). Public: the time is no secret.',
      },
    },
    async () => ok({ serverTime: Date.now() }),
  );
});
