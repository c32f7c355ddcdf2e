import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { addDict, addDictItem, editDict, editDictItem } from './admin.js';
import { dictAddPayload, dictEditPayload, dictItemAddPayload, dictItemEditPayload } from './payloads.js';
import { allDictItems, dictItemsOf, refreshDictCache } from './service.js';

const tags = ['sys-dict'];
const signed = 'Signed: X-Sign and X-TIMESTAMP (within 5 minutes) are checked, 403 otherwise.';

export const sysDictRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/dict/queryAllDictItems',
    {
      schema: {
        tags,
        summary: 'Every dictionary’s enabled items',
        description: `\`{[dictCode]: [{value, text, title, label}]}\` in sort order. ${signed}`,
      },
    },
    async () => ok(await allDictItems(db)),
  );

  app.get(
    '/sys/dict/getDictItems/:dictCode',
    {
      schema: {
        tags,
        summary: 'One dictionary’s items',
        description: `A dictionary code, or \`table,text,code\` over an allow-list (sys_user: id, username, realname, phone; sys_depart: id, depart_name, org_code; sys_role: id, role_code, role_name), always within the caller’s tenant. ${signed}`,
        params: z.object({ dictCode: z.string().min(1, 'dictionary code cannot be empty') }),
      },
    },
    async (request) => ok(await dictItemsOf(db, request.scope, request.params.dictCode)),
  );

  app.get(
    '/sys/dict/refleshCache',
    {
      schema: {
        tags,
        summary: 'Rebuild the dictionary cache',
        description: `Needs the button permission system:dict:refresh (403 otherwise). ${signed}`,
      },
    },
    async (request) => {
      await refreshDictCache(db, request.scope);
      return ok(null);
    },
  );

  const adminOnly = 'Platform admins only (403 otherwise); clears the dictionary cache.';

  app.post(
    '/sys/dict/add',
    { schema: { tags, summary: 'Add a dictionary', description: `${adminOnly} ${signed}`, body: dictAddPayload } },
    async (request) => ok(await addDict(db, request.scope, request.body)),
  );

  app.put(
    '/sys/dict/edit',
    { schema: { tags, summary: 'Edit a dictionary', description: `${adminOnly} ${signed}`, body: dictEditPayload } },
    async (request) => {
      await editDict(db, request.scope, request.body);
      return ok(null);
    },
  );

  app.post(
    '/sys/dictItem/add',
    { schema: { tags, summary: 'Add a dictionary item', description: adminOnly, body: dictItemAddPayload } },
    async (request) => ok(await addDictItem(db, request.scope, request.body)),
  );

  app.put(
    '/sys/dictItem/edit',
    { schema: { tags, summary: 'Edit a dictionary item', description: adminOnly, body: dictItemEditPayload } },
    async (request) => {
      await editDictItem(db, request.scope, request.body);
      return ok(null);
    },
  );
});
