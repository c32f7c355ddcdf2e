import { departAddPayload, departEditPayload, departGroupPayload } from '@scenecast/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleApp } from '../../platform/http/module.js';
import { DEPART_MANAGE_ACTION } from './access.js';
import { departGroup, departList, maxSortNo, saveDepartGroup } from './cp-depart.js';
import { addDepart, deleteDepart, editDepart } from './manage.js';
import { departs } from './schema.js';
import { departChildren, departIdTree, myDepartTree, searchDeparts } from './tree-queries.js';

/** The operation log keeps the departs row before and after each write (platform/audit). */
const AUDITED = { table: departs, id: departs.id };

const tags = ['sys-depart'];
const id = z.string().min(1).max(64);
const READS =
  'A tenant’s users read their current tenant’s departments; the platform administrator reads every tenant’s. Another tenant’s id is 403.';
const WRITES =
  'For users holding the button system:depart:manage (tenant owners and the platform administrator, as announcements): anyone else gets 403. Another tenant’s id is 403.';
const keyWordQuery = z.object({ keyWord: z.string().trim().min(1).max(100) });
const parentQuery = z.object({ parentId: id.optional() });

/** Department administration and its trees (issue #11): /sys/sysDepart/* writes and lazy reads. */
export function departAdminRoutes(app: ModuleApp, db: Db): void {
  app.post(
    '/sys/sysDepart/add',
    {
      config: { permission: DEPART_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Add a department',
        description: `${WRITES} Not named by the spec (it names only delete), so JeecgBoot’s path. Without parentId a root of the caller’s tenant; with it a child in the parent’s tenant. The org code is generated: the parent’s plus the next of A01…Z99. Answers the department.`,
        body: departAddPayload,
      },
    },
    async (request) => ok(await addDepart(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/sys/sysDepart/edit',
    {
      config: { permission: DEPART_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Edit a department',
        description: `${WRITES} Not named by the spec, so JeecgBoot’s path. Name, order, phone, address and memo; the org code and the parent do not change.`,
        body: departEditPayload,
      },
    },
    async (request) => ok(await editDepart(db, request.scope, request.body), '编辑成功!'),
  );

  app.delete(
    '/sys/sysDepart/delete',
    {
      config: { permission: DEPART_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Delete a department',
        description: `${WRITES} A department with sub-departments or users is refused (该部门下还有子部门… / 该部门下还有用户…): delete or move them first.`,
        querystring: z.object({ id }),
      },
    },
    async (request) => {
      await deleteDepart(db, request.scope, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  app.get(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'One level of the department tree',
        description: `${READS} The departments directly under \`pid\` (the roots without it), each with \`isLeaf\` false when it has children.`,
        querystring: z.object({ pid: id.optional() }),
      },
    },
    async (request) => ok(await departChildren(db, request.scope, request.query.pid)),
  );

  app.get(
    '/sys/sysDepart/queryIdTree',
    {
      config: { menus: ['/system/depart'] },
      schema: { tags, summary: 'The department tree keyed by id', description: READS },
    },
    async (request) => ok(await departIdTree(db, request.scope)),
  );

  app.get(
    '/sys/sysDepart/searchBy',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'Departments whose name contains a keyword',
        description: `${READS} A flat list of nodes, at most 1000; \`%\` and \`_\` match themselves.`,
        querystring: keyWordQuery,
      },
    },
    async (request) => ok(await searchDeparts(db, request.scope, request.query.keyWord)),
  );

  app.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The caller’s own departments as a tree',
        description:
          'The caller’s departments in the current tenant, each with every department under it; one under another of the caller’s shows inside it.',
      },
    },
    async (request) => ok(await myDepartTree(db, request.scope)),
  );

  app.get(
    '/depart/cpDepart/queryDepartList',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'Departments as a flat list',
        description: `${READS} Optionally under \`parentId\` and by \`departName\` (contained, \`%\` and \`_\` literal); at most 1000, in order.`,
        querystring: parentQuery.extend({ departName: z.string().max(100).optional() }),
      },
    },
    async (request) => ok(await departList(db, request.scope, request.query)),
  );

  app.get(
    '/depart/cpDepart/queryIdTree',
    {
      config: { menus: ['/system/depart'] },
      schema: { tags, summary: 'The department tree keyed by id', description: READS },
    },
    async (request) => ok(await departIdTree(db, request.scope)),
  );

  app.get(
    '/depart/cpDepart/searchBy',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'Departments whose name contains a keyword',
        description: `${READS} As /sys/sysDepart/searchBy.`,
        querystring: keyWordQuery,
      },
    },
    async (request) => ok(await searchDeparts(db, request.scope, request.query.keyWord)),
  );

  app.get(
    '/depart/cpDepart/getMaxSorts',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'Highest order number under a parent',
        description: `${READS} Under \`parentId\`, or among the caller’s tenant’s roots without it; 0 when there is none. A new department takes this plus one.`,
        querystring: parentQuery,
      },
    },
    async (request) => ok(await maxSortNo(db, request.scope, request.query.parentId ?? null)),
  );

  app.get(
    '/depart/cpDepart/queryDepartGroup',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'The departments under one parent, in order',
        description: `${READS} A group is the departments directly under \`parentId\` (the caller’s tenant’s roots without it).`,
        querystring: parentQuery,
      },
    },
    async (request) => ok(await departGroup(db, request.scope, request.query.parentId ?? null)),
  );

  app.post(
    '/depart/cpDepart/saveDepartGroup',
    {
      config: { permission: DEPART_MANAGE_ACTION },
      schema: {
        tags,
        summary: 'Reorder the departments under one parent',
        description: `${WRITES} \`ids\` must list every department of the group exactly once (排序须包含该上级下的全部部门); they get the order 1, 2, … Answers the group.`,
        body: departGroupPayload,
      },
    },
    async (request) => ok(await saveDepartGroup(db, request.scope, request.body), '保存成功！'),
  );
}
