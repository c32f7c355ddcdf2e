import {
  DEFAULT_MEMBER_JOB,
  shareCodePayload,
  shopEditPayload,
  shopIdPayload,
  shopPayload,
  shopSortsPayload,
  shopStatusPayload,
  shopTopPayload,
} from '@scenecast/contracts';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { forbidden } from '../../platform/http/errors.js';
import { formFieldsAsBody } from '../../platform/http/form-body.js';
import { defineModule } from '../../platform/http/module.js';
import { tellShopScreens } from '../device/service.js';
import { owningScene } from '../scene/service.js';
import { requireShopAccess } from './access.js';
import {
  createShop,
  deleteShops,
  editShop,
  joinByShareCode,
  listShops,
  setShopSorts,
  setShopStatus,
  setShopTop,
  shopById,
  userShops,
} from './service.js';
import { assignShareCode, shareCodeOfShop } from './share-codes.js';

const tags = ['shop'];
const ACCESS = 'Another owner’s or another tenant’s shop id (or an unknown one): 403 无权访问该门店, nothing changes.';
const idQuery = z.object({ id: z.string().min(1) });
const shopIdQuery = z.object({ shopId: z.string().min(1) });

export const shopRoutes = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/cjmain/shop'] });
  const form = { preValidation: formFieldsAsBody };

  app.post(
    '/shop/cjShop/add',
    {
      schema: {
        tags,
        summary: 'Add a shop',
        description: `The shop form (rules shared from contracts: name/brand/intro by the language ratio, 1-3 phones, logo, QR, province/city, address, timeZone an IANA zone such as America/New_York, default Asia/Shanghai, else 请选择有效的时区，例如Asia/Shanghai). Plans resolve and proof-of-play days count in the shop's zone. The scene is \`myChangjingId\` (one of the caller’s) or \`changjingId\` (the caller’s scene of that kind), else 请选择门店场景. The caller becomes the main user (so saveMainUser after it changes nothing) and the shop gets a share code. Empty beijing/descText take their defaults; status defaults to 0. Answers {id}.`,
        body: shopPayload,
      },
    },
    async (request) => {
      const scene = await owningScene(db, request.scope, request.body);
      return ok({ id: await createShop(db, request.scope, scene, request.body) }, '添加成功');
    },
  );

  app.put(
    '/shop/cjShop/edit',
    {
      schema: {
        tags,
        summary: 'Edit a shop',
        description: `The shop form with \`id\`; the owner or an active member. status and timeZone are kept when not sent. The shop's paired screens refetch their state (name, logo, and the zone their plans resolve in). Answers {id}. ${ACCESS}`,
        body: shopEditPayload,
      },
    },
    async (request) => {
      const answer = await editShop(db, request.scope, request.body);
      await tellShopScreens(db, live, answer.id);
      return ok(answer, '修改成功');
    },
  );

  app.get(
    '/shop/cjShop/list',
    {
      config: {
        menus: [
          '/cjmain/shop',
          '/device/list',
          '/device/plan',
          '/dashboard/analysis',
          '/cjmain/cjusererp',
          '/cjmain/dangqierp',
          '/cjmain/ordererp',
          '/cjmain/pingjiaerp',
          '/demo/pickers',
        ],
      },
      schema: {
        tags,
        summary: 'The caller’s shops, paged',
        description:
          'Shops the caller owns in the tenant it acts in, or is an active member of; pinned first, then by sort, then newest. Filters: name (`*v*` wildcards), status, changjingId (scene kind; several comma-separated, as the photography menu’s shop list asks `syd,fz` so enterprise and retail shops stay under their own scenes), myChangjingId. Rows are ShopRecord (contracts): every field, phoneList, statusC, isOwner.',
        querystring: pageQuery.extend({
          name: z.string().optional(),
          status: z.coerce.number().int().optional(),
          changjingId: z.string().optional(),
          myChangjingId: z.string().optional(),
        }),
      },
    },
    async (request) => ok(await listShops(db, request.scope, request.query)),
  );

  app.get(
    '/shop/cjShop/queryById',
    {
      schema: {
        tags,
        summary: 'One shop',
        description: `A ShopRecord (ratioCover included). ${ACCESS}`,
        querystring: idQuery,
      },
    },
    async (request) => ok(await shopById(db, request.scope, request.query.id)),
  );

  app.get(
    '/shop/cjShop/queryShopByUserId',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Every shop of the caller, unpaged',
        description:
          'For the shop switchers: the caller’s shops (owned or active member) in list order, optionally of one scene kind (changjingId). `userId`, when sent, must be the caller’s (else 403).',
        querystring: z.object({ userId: z.string().optional(), changjingId: z.string().optional() }),
      },
    },
    async (request) => {
      if (request.query.userId !== undefined && request.query.userId !== request.scope.userId) throw forbidden();
      return ok(await userShops(db, request.scope, request.query.changjingId));
    },
  );

  app.post(
    '/shop/cjShop/editShopStatus',
    {
      ...form,
      schema: {
        tags,
        summary: 'Enable (0) or disable (9) a shop',
        description: `Form or JSON {id, status}; the owner only. ${ACCESS}`,
        body: shopStatusPayload,
      },
    },
    async (request) => {
      await setShopStatus(db, request.scope, request.body.id, request.body.status);
      return ok(null);
    },
  );

  app.post(
    '/shop/cjShop/editShopTop',
    {
      ...form,
      schema: {
        tags,
        summary: 'Pin or unpin a shop',
        description: `Form or JSON {id, top?}: top 1 pins, 0 unpins, none toggles; the owner only. Answers {id, top}. ${ACCESS}`,
        body: shopTopPayload,
      },
    },
    async (request) => ok(await setShopTop(db, request.scope, request.body.id, request.body.top)),
  );

  app.post(
    '/shop/cjShop/editShopSorts',
    {
      ...form,
      schema: {
        tags,
        summary: 'Reorder the caller’s shops',
        description: `{ids}: a list (or comma-joined text) of shop ids in their new order; their sort becomes 1..n. Every id must be a shop the caller owns, else 403 and no sort changes.`,
        body: shopSortsPayload,
      },
    },
    async (request) => {
      await setShopSorts(db, request.scope, request.body.ids);
      return ok(null);
    },
  );

  app.delete(
    '/shop/cjShop/deleteBatch',
    {
      schema: {
        tags,
        summary: 'Delete shops',
        description:
          'Query `ids`, comma-joined. Only shops the caller owns, with their members and share codes; one id that is not the caller’s: 403 and nothing is deleted.',
        querystring: z.object({ ids: z.string().min(1) }),
      },
    },
    async (request) => {
      await deleteShops(db, request.scope, request.query.ids.split(',').filter(Boolean));
      return ok(null, '删除成功');
    },
  );

  app.post(
    '/shop/cjShop/addShare',
    {
      ...form,
      schema: {
        tags,
        summary: 'Join another owner’s shop by its share code',
        description:
          'Form or JSON {shareCode} (required, at most 6; case does not matter). The caller becomes an active member (job 店员) and then sees the shop in list. Unknown code: 分享码不存在，请核对后重新输入; own shop: 这是您自己的门店，无需加入; already a member (active or disabled): 您已是该门店的成员. Answers {shopId}.',
        body: shareCodePayload,
      },
    },
    async (request) =>
      ok(await joinByShareCode(db, request.scope, request.body.shareCode, DEFAULT_MEMBER_JOB), '加入成功'),
  );

  app.get(
    '/shop/cjShop/getShareCode',
    {
      schema: {
        tags,
        summary: 'A shop’s share code',
        description: `The owner only; answers {shopId, shareCode} (6 characters from A-Z and 2-9 without I and O). ${ACCESS}`,
        querystring: shopIdQuery,
      },
    },
    async (request) => {
      await requireShopAccess(db, request.scope, request.query.shopId, { owner: true });
      return ok({ shopId: request.query.shopId, shareCode: await shareCodeOfShop(db, request.query.shopId) });
    },
  );

  app.post(
    '/shop/cjShop/regenerateShareCode',
    {
      ...form,
      schema: {
        tags,
        summary: 'Give a shop a new share code',
        description: `Form or JSON {shopId}; the owner only. The old code stops working; members stay. Answers {shopId, shareCode}. ${ACCESS}`,
        body: shopIdPayload,
      },
    },
    async (request) => {
      await requireShopAccess(db, request.scope, request.body.shopId, { owner: true });
      return ok({ shopId: request.body.shopId, shareCode: await assignShareCode(db, request.body.shopId) });
    },
  );

  for (const path of ['/shop/cjShop/getDeviceList', '/shop/cjShop/getShopDeviceList']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'A shop’s devices',
          description: `Answers an empty list until the devices issue lands. ${ACCESS}`,
          querystring: shopIdQuery,
        },
      },
      async (request) => {
        await requireShopAccess(db, request.scope, request.query.shopId);
        return ok([]);
      },
    );
  }
});
