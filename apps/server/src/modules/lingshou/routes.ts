import {
  type Envelope,
  lsCategoryAddBody,
  lsCategoryEditBody,
  lsIdQuery,
  lsProductAddBody,
  lsProductEditBody,
  lsProductListQuery,
  lsProductStatusBody,
  lsShopQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/import.js';
import { importAnswer, readUploadedSheets } from '../../platform/spreadsheet/uploads.js';
import { createStorage } from '../../platform/storage/index.js';
import { tellShopScreens } from '../device/service.js';
import { addCategory, deleteCategory, listCategories, renameCategory } from './categories.js';
import {
  addProduct,
  deleteProduct,
  editProduct,
  type LingshouContext,
  listProducts,
  setProductStatus,
} from './products.js';
import { exportProducts, importProducts } from './sheet.js';

const tags = ['lingshou'];
const C = '/lingshou/category';
const P = '/lingshou/product';
const SCOPE_NOTE =
  "The shop must be one the caller reaches (another tenant's or shop's id, or an unknown one: 403) and of the retail scene (else success false 该门店不是零售场景门店).";
const PRODUCT_RULES =
  'Prices in fen (integers); at least one variant, at most 50, specs unique in the product; 货号 unique in the shop (success false 货号已存在); the category must be of the same shop (else 403).';

/** The retail scene's catalogue (ls): categories and products with variants, import and export. */
export const lingshouModule = defineModule(async (app, { db, live, config }) => {
  grantedBy(app, { menus: ['/lsmain/product'] });
  const storage = createStorage(config);
  const ctx = (request: FastifyRequest): LingshouContext => ({
    db,
    scope: request.scope,
    tellScreens: (shopId) => tellShopScreens(db, live, shopId),
  });

  app.get(
    `${C}/list`,
    {
      schema: {
        tags,
        summary: "The shop's categories in order, with their product counts",
        description: SCOPE_NOTE,
        querystring: lsShopQuery,
      },
    },
    async (request) => ok(await listCategories(db, request.scope, request.query.shopId)),
  );
  app.post(
    `${C}/add`,
    { schema: { tags, summary: 'Add a category (names unique in the shop); answers its id', body: lsCategoryAddBody } },
    async (request) => ok(await addCategory(db, request.scope, request.body.shopId, request.body.name)),
  );
  app.post(`${C}/edit`, { schema: { tags, summary: 'Rename a category', body: lsCategoryEditBody } }, async (request) =>
    ok(await renameCategory(db, request.scope, request.body.id, request.body.name)),
  );
  app.delete(
    `${C}/delete`,
    {
      schema: {
        tags,
        summary: 'Delete an empty category (one with products: success false 分类下还有商品，不能删除)',
        querystring: lsIdQuery,
      },
    },
    async (request) => ok(await deleteCategory(db, request.scope, request.query.id)),
  );

  app.get(
    `${P}/list`,
    {
      // 案例管理 links a case to products it picks from this list.
      config: { menus: ['/lsmain/product', '/lsmain/anli'] },
      schema: {
        tags,
        summary: "A page of the shop's products with their variants, newest first",
        description: `${SCOPE_NOTE} Granted by 商品管理 and 案例管理 (its product picker). Filters: categoryId, status (1 on shelf, 0 off), keyword (part of the name or 货号).`,
        querystring: lsProductListQuery,
      },
    },
    async (request) => ok(await listProducts(ctx(request), request.query)),
  );
  app.post(
    `${P}/add`,
    {
      schema: { tags, summary: 'Add a product', description: `${SCOPE_NOTE} ${PRODUCT_RULES}`, body: lsProductAddBody },
    },
    async (request) => ok(await addProduct(ctx(request), request.body)),
  );
  app.post(
    `${P}/edit`,
    {
      schema: {
        tags,
        summary: 'Change a product; its variants are replaced by the list sent',
        description: PRODUCT_RULES,
        body: lsProductEditBody,
      },
    },
    async (request) => ok(await editProduct(ctx(request), request.body)),
  );
  app.post(
    `${P}/status`,
    {
      schema: {
        tags,
        summary: 'Put products on (1) or off (0) the shelf; one foreign id refuses them all (403)',
        body: lsProductStatusBody,
      },
    },
    async (request) => ok(await setProductStatus(ctx(request), request.body.ids, request.body.status)),
  );
  app.delete(
    `${P}/delete`,
    { schema: { tags, summary: 'Delete a product with its variants', querystring: lsIdQuery } },
    async (request) => ok(await deleteProduct(ctx(request), request.query.id)),
  );
  app.post(
    `${P}/importExcel`,
    {
      schema: {
        tags,
        summary: 'Import products from .xls/.xlsx files (multipart, one or more `file` parts)',
        description: `${SCOPE_NOTE} Columns by header title: 货号, 商品名称, 分类, 规格, 价格 (yuan, 2 decimals), 库存, 上架 (是/否). One row per variant; rows of one 货号 make one product. A 货号 the shop already has is refused; a category it lacks is created. Code 200 文件导入成功！数据行数：N, or code 201 with result {msg, fileUrl, fileName}: an .xlsx of the refused rows with 错误原因.`,
        querystring: lsShopQuery,
      },
    },
    async (request: FastifyRequest<{ Querystring: { shopId: string } }>): Promise<Envelope<unknown>> => {
      const files = await readUploadedSheets(request);
      return importAnswer(await importProducts(ctx(request), storage, request.query.shopId, files), config.apiBase);
    },
  );
  app.get(
    `${P}/exportXls`,
    {
      schema: {
        tags,
        summary: "The shop's products as .xlsx, with the import's columns (one row per variant)",
        querystring: lsShopQuery,
      },
    },
    async (request, reply) => {
      const bytes = await exportProducts(ctx(request), request.query.shopId);
      const fileName = encodeURIComponent('商品.xlsx');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="products.xlsx"; filename*=UTF-8''${fileName}`)
        .send(Buffer.from(bytes));
    },
  );
});
