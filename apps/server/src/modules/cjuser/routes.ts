import {
  CJUSER_PHONE_PERMISSION,
  CJUSER_SOURCES,
  cjuserAddBody,
  cjuserEditBody,
  cjuserExportQuery,
  cjuserIdQuery,
  cjuserIdsQuery,
  cjuserListQuery,
  cjuserShopQuery,
  type Envelope,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/import.js';
import { importAnswer, readUploadedSheets } from '../../platform/spreadsheet/uploads.js';
import { createStorage } from '../../platform/storage/index.js';
import {
  addCustomer,
  type CjuserContext,
  customerDetail,
  deleteCustomers,
  editCustomer,
  listCustomers,
} from './service.js';
import { exportCustomers, importCustomers } from './spreadsheet.js';

const tags = ['cjuser'];
const BASE = '/cjuser/cjUser';
const MASK = `Phone numbers read like 138****5678 unless the caller holds the ${CJUSER_PHONE_PERMISSION} button (owners do, staff do not); isPhoneMasked says which.`;
const FILTERS = `Filters: name (list wildcards, \`*v*\` contains), phone (with ${CJUSER_PHONE_PERMISSION} the wildcards; without it only the whole number matches, so masked digits cannot be probed), gender (0/1/2), source (${Object.keys(CJUSER_SOURCES).join(', ')}), tag (customers having it); superQueryParams/superQueryMatchType on name, gender, birthday, source, remark, createTime.`;

const idList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 1000);

/**
 * A shop's customers (cjuser, business /cjmain/cjuser). Every call goes through the shop access
 * rule: another tenant's or another shop's customer or shop id is refused with 403.
 */
export const cjuserRoutes = defineModule(async (app, { db, config }) => {
  grantedBy(app, { menus: ['/cjmain/cjuser'] });
  const storage = createStorage(config);
  const ctx = (request: FastifyRequest): CjuserContext => ({ db, scope: request.scope, apiBase: config.apiBase });

  app.get(
    `${BASE}/list`,
    {
      config: { menus: ['/cjmain/cjuser', '/cjmain/pingjia'] },
      schema: {
        tags,
        summary: "A page of a shop's customers, newest first, with their order and review counts",
        description: `${FILTERS} ${MASK}`,
        querystring: cjuserListQuery,
      },
    },
    async (request) => ok(await listCustomers(ctx(request), request.query)),
  );

  app.get(
    `${BASE}/queryById`,
    {
      config: { menus: ['/cjmain/cjuser', '/cjmain/pingjia'] },
      schema: {
        tags,
        summary: 'One customer with their orders and reviews (CjuserDetail)',
        description: MASK,
        querystring: cjuserIdQuery,
      },
    },
    async (request) => ok(await customerDetail(ctx(request), request.query.id)),
  );

  app.post(
    `${BASE}/add`,
    {
      config: { permission: 'cjuser:add' },
      schema: {
        tags,
        summary: 'Add a customer to a shop',
        description:
          'name 1–50 characters, phone an 11-digit mobile number unique in the shop (该门店已有此手机号的客户), gender 0 unknown / 1 male / 2 female, birthday YYYY-MM-DD not after today, source one of the fixed list, tags at most 10 of at most 12 characters (repeats dropped), remark ≤ 500.',
        body: cjuserAddBody,
      },
    },
    async (request) => ok(await addCustomer(ctx(request), request.body)),
  );

  app.post(
    `${BASE}/edit`,
    {
      config: { permission: 'cjuser:edit' },
      schema: {
        tags,
        summary: 'Save a customer',
        description:
          'The add rules; `phone` omitted keeps the stored number, which is how staff who see it masked save the rest. The shop does not change.',
        body: cjuserEditBody,
      },
    },
    async (request) => ok(await editCustomer(ctx(request), request.body)),
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: { permission: 'cjuser:delete' },
      schema: {
        tags,
        summary: 'Delete one customer',
        description: 'As deleteBatch, for one id.',
        querystring: cjuserIdQuery,
      },
    },
    async (request) => ok(await deleteCustomers(ctx(request), [request.query.id])),
  );

  app.delete(
    `${BASE}/deleteBatch`,
    {
      config: { permission: 'cjuser:delete' },
      schema: {
        tags,
        summary: 'Delete customers (comma-separated ids)',
        description:
          'A customer with orders cannot be deleted (客户有订单，不能删除): orders keep who booked them. Their reviews stay with the shop without a name.',
        querystring: cjuserIdsQuery,
      },
    },
    async (request) => ok(await deleteCustomers(ctx(request), request.query.ids)),
  );

  app.post(
    `${BASE}/importExcel`,
    {
      config: { permission: 'cjuser:import' },
      schema: {
        tags,
        summary: 'Import customers into a shop from .xls/.xlsx files (multipart `file` parts, ?shopId=)',
        description:
          'Columns by title: 姓名, 手机号, 性别 (男/女/未知), 生日, 来源 (到店, 转介绍, 小程序, 大众点评, 抖音, 小红书, 其他), 标签 (separated by commas), 备注. Each row passes the add rules; a number the shop has or one repeated in the files is refused. Good rows in one transaction: code 200 文件导入成功！数据行数：N; some refused: code 201 with {msg, fileUrl, fileName} (an .xlsx of those rows with 错误原因).',
        querystring: cjuserShopQuery,
      },
    },
    async (request: FastifyRequest<{ Querystring: { shopId: string } }>): Promise<Envelope<unknown>> => {
      const files = await readUploadedSheets(request);
      return importAnswer(
        await importCustomers(db, storage, request.scope, request.query.shopId, files),
        config.apiBase,
      );
    },
  );

  app.get(
    `${BASE}/exportXls`,
    {
      schema: {
        tags,
        summary: "Export a shop's customers as .xlsx (streamed), in the import's columns",
        description: `The list's filters, or \`selections\` (ids within the shop). ${FILTERS} ${MASK}`,
        querystring: cjuserExportQuery,
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const body = await exportCustomers(db, request.scope, query, idList(selections));
      const fileName = encodeURIComponent('客户.xlsx');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="customers.xlsx"; filename*=UTF-8''${fileName}`)
        .send(body);
    },
  );
});
