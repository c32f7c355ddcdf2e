import { demoRecordAdd, demoRecordEdit, demoRecordSaveBatch, type Envelope } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerDataRuleList, registerEntity } from '../../platform/registry/index.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/import.js';
import { importAnswer, readUploadedSheets } from '../../platform/spreadsheet/uploads.js';
import { createStorage } from '../../platform/storage/index.js';
import { dataRuleFilter } from '../sys-permission/data-rules.js';
import { DEMO_QUERY_FIELDS } from './fields.js';
import { demoRecordEntity } from './registry.js';
import {
  addDemoRecord,
  deleteDemoRecords,
  demoRecordById,
  editDemoRecord,
  listDemoRecords,
  saveDemoBatch,
} from './service.js';
import { exportDemoRecords, importDemoRecords } from './spreadsheet.js';

const tags = ['demo'];

/** The list's filters: one optional text per allow-listed field, and the advanced query. */
const filterQuery = z.object({
  ...Object.fromEntries(Object.keys(DEMO_QUERY_FIELDS).map((name) => [name, z.string().optional()])),
  superQueryParams: z.string().max(20_000).optional(),
  superQueryMatchType: z.string().optional(),
});
const FILTER_HELP = `Filters on ${Object.keys(DEMO_QUERY_FIELDS).join(', ')}: \`*v*\` contains, \`v*\` starts with, \`*v\` ends with (text fields), \`!v\` not equal, \`>=v\`, \`<=v\`, else equal; a number field given text is a 400. superQueryParams: URL-encoded JSON [{field, rule, val}] with rule eq like right_like left_like in ne gt ge lt le (an unknown field or rule: success false), superQueryMatchType and|or.`;

const idList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .slice(0, 1000);

export const demoRoutes = defineModule(async (app, { db, config }) => {
  grantedBy(app, { menus: ['/demo/records'] });
  registerEntity(demoRecordEntity);
  registerDataRuleList('demo/RecordsDemoPage', demoRecordEntity.name);
  const storage = createStorage(config);

  app.get(
    '/demo/record/list',
    {
      config: { menus: ['/demo/records', '/demo/editable-table'] },
      schema: {
        tags,
        summary: 'Demo records of the caller’s tenant, paged',
        description: `${FILTER_HELP} Narrowed by the caller’s data rules of the 高级查询与导入导出 menu (all ANDed). Sort columns: the same (default createTime desc).`,
        querystring: pageQuery.extend(filterQuery.shape),
      },
    },
    async (request) => ok(await listDemoRecords(db, request.scope, request.query)),
  );

  app.get(
    '/demo/record/queryById',
    { schema: { tags, summary: 'One demo record', querystring: z.object({ id: z.string().min(1) }) } },
    async (request) => ok(await demoRecordById(db, request.scope, request.query.id)),
  );

  app.post(
    '/demo/record/add',
    { schema: { tags, summary: 'Add a demo record (content HTML sanitised)', body: demoRecordAdd } },
    async (request) => ok(await addDemoRecord(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/demo/record/edit',
    { schema: { tags, summary: 'Edit a demo record of the caller’s tenant', body: demoRecordEdit } },
    async (request) => ok(await editDemoRecord(db, request.scope, request.body), '编辑成功!'),
  );

  app.delete(
    '/demo/record/delete',
    { schema: { tags, summary: 'Delete a demo record', querystring: z.object({ id: z.string().min(1) }) } },
    async (request) => {
      await deleteDemoRecords(db, request.scope, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    '/demo/record/deleteBatch',
    {
      schema: {
        tags,
        summary: 'Delete demo records (ids comma-separated; other tenants’ ids are left alone)',
        querystring: z.object({ ids: z.string().min(1) }),
      },
    },
    async (request) => {
      await deleteDemoRecords(db, request.scope, idList(request.query.ids));
      return ok(null, '批量删除成功!');
    },
  );

  app.post(
    '/demo/record/saveBatch',
    {
      config: { menus: ['/demo/records', '/demo/editable-table'] },
      schema: {
        tags,
        summary: 'The editable table’s commit, in one transaction',
        description:
          'Rows with an id of the tenant are updated, the others inserted (a temporary id is ignored); deletedIds removed. Answers {saved}.',
        body: demoRecordSaveBatch,
      },
    },
    async (request) => ok(await saveDemoBatch(db, request.scope, request.body)),
  );

  app.post(
    '/demo/record/importExcel',
    {
      schema: {
        tags,
        summary: 'Import demo records from .xls/.xlsx files (multipart, one or more `file` parts)',
        description:
          'Header row mapped by column title (姓名, 关键词, 性别, 年龄, 生日, 邮箱, 手机号, 薪资, 排序). Every good row of every file in one transaction: code 200 文件导入成功！数据行数：N. Some rows refused: code 201 (success true), result {msg, fileUrl, fileName} — an .xlsx of those rows with 错误原因. A file that is not a spreadsheet or cannot be read: success false, nothing imported.',
      },
    },
    async (request: FastifyRequest): Promise<Envelope<unknown>> => {
      const files = await readUploadedSheets(request);
      return importAnswer(await importDemoRecords(db, storage, request.scope, files), config.apiBase);
    },
  );

  app.get(
    '/demo/record/exportXls',
    {
      schema: {
        tags,
        summary: 'Export demo records as .xlsx (streamed)',
        description: `The list's filters and data rules, or \`selections\` (ids, within the tenant and the data rules). ${FILTER_HELP}`,
        querystring: filterQuery.extend({ selections: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const dataRules = await dataRuleFilter(db, request.scope, demoRecordEntity.name);
      const body = exportDemoRecords(db, request.scope, request.query, dataRules, idList(request.query.selections));
      const fileName = encodeURIComponent('示例数据.xlsx');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="demo-records.xlsx"; filename*=UTF-8''${fileName}`)
        .send(body);
    },
  );
});
