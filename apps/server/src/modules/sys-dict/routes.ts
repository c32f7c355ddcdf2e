import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerEntity } from '../../platform/registry/index.js';
import {
  addDict,
  addDictItem,
  DICT_MANAGE_ACTION,
  deleteDict,
  deleteDictItem,
  editDict,
  editDictItem,
  listDictItems,
  listDicts,
} from './admin.js';
import { dictTexts, searchDict } from './lookups.js';
import {
  dictAddPayload,
  dictEditPayload,
  dictItemAddPayload,
  dictItemEditPayload,
  loadDictItemQuery,
  loadDictQuery,
  treeDataQuery,
} from './payloads.js';
import { dictEntity } from './registry.js';
import { allDictItems, dictItemsOf, refreshDictCache } from './service.js';
import { loadTreeData } from './tree-data.js';

const tags = ['sys-dict'];
const signed = 'Signed: X-Sign and X-TIMESTAMP (within 5 minutes) are checked, 403 otherwise.';

export const sysDictRoutes = defineModule(async (app, { db }) => {
  registerEntity(dictEntity);

  app.get(
    '/sys/dict/queryAllDictItems',
    {
      config: { menus: ['/system/dict'] },
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
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One dictionary’s items',
        description: `A dictionary code, or \`table,text,code\` over an allow-list (sys_user: id, username, realname, phone; sys_depart: id, depart_name, org_code; sys_role: id, role_code, role_name), always within the caller’s tenant. ${signed}`,
        params: z.object({ dictCode: z.string().min(1, 'dictionary code cannot be empty') }),
      },
    },
    async (request) => ok(await dictItemsOf(db, request.scope, request.params.dictCode)),
  );

  const dictParam = z.object({ dict: z.string().min(1, 'dictionary code cannot be empty') });
  const tableForm =
    'A dictionary code, or `table,text,code` over the allow-list registry (e.g. sys_user: id, username, realname, phone; sys_depart: id, departName/depart_name, orgCode/org_code, parentId; sys_role: id, roleCode, roleName; sys_category: id, pid, name, code; sys_position: id, name, code; demo_record: id, name, keyWord), always within the caller’s tenant; anything else is refused with 该字典表不允许查询 or 该字典字段不允许查询.';

  app.get(
    '/sys/dict/loadDict/:dict',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Search a dictionary by text',
        description: `${tableForm} At most \`pageSize\` (default 10) \`[{value, text}]\` whose text contains \`keyword\` (case-insensitive; \`%\` and \`_\` match themselves). ${signed}`,
        params: dictParam,
        querystring: loadDictQuery,
      },
    },
    async (request) => ok(await searchDict(db, request.scope, request.params.dict, request.query)),
  );

  app.get(
    '/sys/dict/loadDictItem/:dict',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Texts of dictionary values',
        description: `${tableForm} \`key=v1,v2\` answers \`[text1, text2]\` in the keys’ order; a value not found is left out. ${signed}`,
        params: dictParam,
        querystring: loadDictItemQuery,
      },
    },
    async (request) => ok(await dictTexts(db, request.scope, request.params.dict, request.query.key)),
  );

  app.get(
    '/sys/dict/loadTreeData',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One level of a table as a tree',
        description: `The children of \`pid\` (the roots when empty) of a tree table on the allow-list (sys_category: pidField pid, hasChildField hasChild; sys_depart: pidField parentId), as \`[{key, title, value, code, pid, leaf, isLeaf}]\` (key = value = code = the \`code\` field). \`text\`/\`code\` must be dictionary fields, \`pidField\`/\`hasChildField\` the table’s own tree fields; \`condition\` is a JSON object of queryable field → value (equals), else 400 组件JTreeSelect-condition传值有误，需要一个json字符串!. Scoped to the caller’s tenant. ${signed}`,
        querystring: treeDataQuery,
      },
    },
    async (request) => ok(await loadTreeData(db, request.scope, request.query)),
  );

  app.get(
    '/sys/dict/refleshCache',
    {
      config: { menus: ['/system/dict'] },
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

  const adminOnly = `Needs the button ${DICT_MANAGE_ACTION}, held by the platform administrator only, and a platform administrator (403 otherwise); clears the dictionary cache.`;
  const manage = { permission: DICT_MANAGE_ACTION };
  const idQuery = z.object({ id: z.string().min(1).max(64) });

  app.get(
    '/sys/dict/list',
    {
      config: { menus: ['/system/dict'] },
      schema: {
        tags,
        summary: 'Dictionaries, paged',
        description:
          'Rows `{id, dictName, dictCode, description, type, isBuiltIn, createTime}`, newest first; `dictName` and `dictCode` are contained (`%` and `_` match themselves). `isBuiltIn`: the code depends on it, so it cannot be deleted or re-coded. Every signed-in user reads it, as the dictionaries themselves.',
        querystring: pageQuery.extend({
          dictName: z.string().max(100).optional(),
          dictCode: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => ok(await listDicts(db, request.query)),
  );

  app.get(
    '/sys/dictItem/list',
    {
      config: { menus: ['/system/dict'] },
      schema: {
        tags,
        summary: 'The items of a dictionary',
        description:
          'Every item of the dictionary `dictId`, disabled ones too, in sort order: `[{id, dictId, itemText, itemValue, description, sortOrder, status, createTime}]`; `itemText` contained, `status` 1 or 0.',
        querystring: z.object({
          dictId: z.string().min(1).max(64),
          itemText: z.string().max(100).optional(),
          status: z.coerce
            .number()
            .pipe(z.union([z.literal(0), z.literal(1)]))
            .optional(),
        }),
      },
    },
    async (request) => ok(await listDictItems(db, request.query)),
  );

  app.delete(
    '/sys/dict/delete',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a dictionary',
        description: `${adminOnly} Its items go with it. A built-in dictionary is refused: 系统内置字典不能删除，可以修改其字典项.`,
        querystring: idQuery,
      },
    },
    async (request) => {
      await deleteDict(db, request.scope, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    '/sys/dictItem/delete',
    {
      config: manage,
      schema: { tags, summary: 'Delete a dictionary item', description: adminOnly, querystring: idQuery },
    },
    async (request) => {
      await deleteDictItem(db, request.scope, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  app.post(
    '/sys/dict/add',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a dictionary',
        description: `${adminOnly} The code is unique (字典编码已存在). ${signed}`,
        body: dictAddPayload,
      },
    },
    async (request) => ok(await addDict(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/sys/dict/edit',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a dictionary',
        description: `${adminOnly} A built-in dictionary keeps its code (系统内置字典的编码不能修改). ${signed}`,
        body: dictEditPayload,
      },
    },
    async (request) => {
      await editDict(db, request.scope, request.body);
      return ok(null, '编辑成功!');
    },
  );

  app.post(
    '/sys/dictItem/add',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a dictionary item',
        description: `${adminOnly} The value is unique within its dictionary (数据值已存在).`,
        body: dictItemAddPayload,
      },
    },
    async (request) => ok(await addDictItem(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/sys/dictItem/edit',
    {
      config: manage,
      schema: { tags, summary: 'Edit a dictionary item', description: adminOnly, body: dictItemEditPayload },
    },
    async (request) => {
      await editDictItem(db, request.scope, request.body);
      return ok(null, '编辑成功!');
    },
  );
});
