import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { todosOf } from '../../platform/todos/registry.js';

export const todoRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/todo/list',
    {
      config: { signedIn: true },
      schema: {
        tags: ['notice'],
        summary: 'The bell’s to-dos of the caller',
        description:
          'Read from the current state of the caller’s shops each time, so a to-do leaves once handled: offlineScreen (a paired screen is offline; leaves when it is back or unbound), problemPhotos (an album has problem photos; leaves when they are replaced or removed), shareJoined (someone joined an owned shop by share code; leaves when the owner enables or disables the member). Each item: key, source, businessId, subject, title (zh-CN), path (the page that handles it), time. Not in the spec: the bell needs a server list, so it is named here.',
      },
    },
    async (request) => ok(await todosOf(db, request.scope)),
  );
});
