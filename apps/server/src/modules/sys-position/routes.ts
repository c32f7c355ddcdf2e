import { positionEditPayload, positionFields } from '@scenecast/contracts';
import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerCheckRule, registerEntity } from '../../platform/registry/index.js';
import { addPosition, deletePosition, editPosition, POSITION_MANAGE_ACTION } from './manage.js';
import { positionCodeRule, positionEntity } from './registry.js';
import { positions } from './schema.js';
import { listPositions } from './service.js';

/** The operation log keeps the positions row before and after each write (platform/audit). */
const AUDITED = { table: positions, id: positions.id };

const tags = ['sys-position'];
const WRITES =
  'For users holding the button system:position:manage (tenant owners and the platform administrator, as announcements): anyone else gets 403. Another tenant’s id is 403.';

export const sysPositionRoutes = defineModule(async (app, { db }) => {
  registerEntity(positionEntity);
  registerCheckRule(positionCodeRule);

  app.get(
    '/sys/position/list',
    {
      config: { menus: ['/system/position'] },
      schema: {
        tags,
        summary: 'Positions, paged',
        description:
          'The positions of the caller’s current tenant (every tenant’s for the platform administrator), for the position picker: rows `{id, name, code, rank, rank_dictText, createTime}` (rank a value of the position_rank dictionary). `name` is contained in the name (`%` and `_` match themselves; `*v*`, `v*`, `*v` also work); `code` follows the list wildcards. Sort columns name, code, postRank, createTime (default createTime desc); any other `column` sorts by the default.',
        querystring: pageQuery.extend({ name: z.string().max(100).optional(), code: z.string().max(100).optional() }),
      },
    },
    async (request) => ok(await listPositions(db, request.scope, request.query)),
  );

  app.post(
    '/sys/position/add',
    {
      config: { permission: POSITION_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Add a position',
        description: `${WRITES} The spec names only the list, so these are JeecgBoot’s paths (add, edit, delete). The code is unique in the tenant (该值不可用，系统中已存在！, the /sys/duplicate/check rule of sys_position.code); the rank is a value of the position_rank dictionary.`,
        body: positionFields,
      },
    },
    async (request) => ok(await addPosition(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/sys/position/edit',
    {
      config: { permission: POSITION_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Edit a position',
        description: `${WRITES} Name, code and rank, checked as on add.`,
        body: positionEditPayload,
      },
    },
    async (request) => {
      await editPosition(db, request.scope, request.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    '/sys/position/delete',
    {
      config: { permission: POSITION_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Delete a position',
        description: WRITES,
        querystring: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request) => {
      await deletePosition(db, request.scope, request.query.id);
      return ok(null, '删除成功!');
    },
  );
});
