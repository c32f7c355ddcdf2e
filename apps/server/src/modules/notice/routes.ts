import { HEARTBEAT_ANSWER_CMD, HEARTBEAT_TEXT } from '@scenecast/contracts';
import { z } from 'zod';
import { resolveScope } from '../../platform/auth/scope.js';
import { forbidden, unauthorized } from '../../platform/http/errors.js';
import { defineModule } from '../../platform/http/module.js';

/** What a heartbeat is answered, on console and screen sockets. */
export const HEARTBEAT_ANSWER = { cmd: HEARTBEAT_ANSWER_CMD, msgTxt: HEARTBEAT_TEXT };

/** The token travels as the first sub-protocol of the handshake (browsers cannot set headers). */
function protocolToken(header: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || undefined;
}

export const noticeRoutes = defineModule(async (app, { db, live }) => {
  app.get(
    '/websocket/:userId',
    {
      websocket: true,
      config: { public: true },
      schema: {
        tags: ['notice'],
        summary: "A console user's live channel (WebSocket)",
        description:
          'The token is the sub-protocol and is echoed in the 101 answer. Messages are JSON {cmd, msgId, msgTxt}; the text "HeartBeat" is answered with {cmd:"heartcheck"}. A socket opens only for the token\'s own user id.',
        params: z.object({ userId: z.string().min(1) }),
      },
      preValidation: async (request) => {
        const token = protocolToken(request.headers['sec-websocket-protocol']);
        if (!token) throw unauthorized();
        const scope = await resolveScope(db, token, undefined);
        const { userId } = request.params as { userId: string };
        if (scope.userId !== userId) throw forbidden();
      },
    },
    (socket, request) => {
      live.attach({ kind: 'user', id: request.params.userId }, socket);
      socket.on('message', (data) => {
        if (data.toString() === HEARTBEAT_TEXT) socket.send(JSON.stringify(HEARTBEAT_ANSWER));
      });
    },
  );
});
