import { createHash, randomBytes } from 'node:crypto';
import {
  APPLET_STATUS_AUTHORIZED,
  type AppletPreAuth,
  type AppletRecord,
  type AppletShop,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { newId } from '../../platform/db/ids.js';
import { toPage } from '../../platform/db/pagination.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopAccess, userShops } from '../shop/service.js';
import { requireApplet } from './access.js';
import { type AppletContext, requireWx } from './context.js';
import { type AppletRow, wxAppletShops, wxApplets, wxAppletVersions, wxAuthFlows } from './schema.js';
import { componentAccessToken, tokenExpiry } from './wx-tokens.js';

/** How long an authorisation may take between the pre-auth code and `add` (WeChat's code: 30 min). */
const AUTH_FLOW_MS = 30 * 60_000;

/** A shop is bound to one applet (wx_applet_shop_shop_uq): of two bindings at once, one wins. */
const unlessShopBound = unlessTaken(msg('appletShopBoundElsewhere'));

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

function toRecord(row: AppletRow, shopCount: number): AppletRecord {
  return {
    id: row.id,
    appId: row.appId,
    nickName: row.nickName,
    headImg: row.headImg,
    principalName: row.principalName,
    status: row.status,
    shopCount,
    createTime: row.createTime.toISOString(),
  };
}

/**
 * GET /openplat/wxApletAuth/getPreAuthCode: a pre-auth code and WeChat's authorisation page. The
 * page comes back to `callbackUrl` with a state naming this user and tenant.
 */
export async function startAuthorization(
  ctx: AppletContext,
  input: { page: string; callbackUrl: string },
): Promise<AppletPreAuth> {
  const wx = requireWx(ctx);
  const preAuthCode = await wx.createPreAuthCode(await componentAccessToken(ctx.db, wx));
  const state = randomBytes(24).toString('base64url');
  await ctx.db.delete(wxAuthFlows).where(lt(wxAuthFlows.expiresAt, new Date()));
  await ctx.db.insert(wxAuthFlows).values({
    stateHash: hashState(state),
    userId: ctx.scope.userId,
    tenantId: ctx.scope.tenantId,
    page: input.page,
    expiresAt: new Date(Date.now() + AUTH_FLOW_MS),
  });
  const redirect = new URL(input.callbackUrl);
  redirect.searchParams.set('state', state);
  return { preAuthCode, url: wx.authPageUrl(preAuthCode, redirect.toString()) };
}

/** The console page an authorisation comes back to, or null for an unknown or expired state. */
export async function flowPage(ctx: Pick<AppletContext, 'db'>, state: string): Promise<string | null> {
  const [flow] = await ctx.db
    .select({ page: wxAuthFlows.page })
    .from(wxAuthFlows)
    .where(and(eq(wxAuthFlows.stateHash, hashState(state)), gt(wxAuthFlows.expiresAt, new Date())))
    .limit(1);
  return flow?.page ?? null;
}

/**
 * POST /openplat/wxAplet/add: records the authoriser's applet from WeChat's authorisation code, in
 * the tenant of the user who started the authorisation (the state is theirs, single use). An
 * applet another tenant holds is refused; authorising again renews its tokens and details.
 */
export async function addApplet(ctx: AppletContext, input: { authCode: string; state: string }): Promise<AppletRecord> {
  const wx = requireWx(ctx);
  const [flow] = await ctx.db
    .delete(wxAuthFlows)
    .where(
      and(
        eq(wxAuthFlows.stateHash, hashState(input.state)),
        eq(wxAuthFlows.userId, ctx.scope.userId),
        eq(wxAuthFlows.tenantId, ctx.scope.tenantId),
        gt(wxAuthFlows.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!flow) throw new BusinessError(msg('wxAuthFlowInvalid'));
  const componentToken = await componentAccessToken(ctx.db, wx);
  const tokens = await wx.queryAuth(componentToken, input.authCode);
  const info = await wx.authorizerInfo(componentToken, tokens.appId);
  const fields = {
    ...info,
    status: APPLET_STATUS_AUTHORIZED,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: tokenExpiry(tokens.expiresIn),
    refreshToken: tokens.refreshToken,
    updateTime: new Date(),
  };
  // Authorising again renews the tenant's row; another tenant's row is left as it is and answers none.
  const [row] = await ctx.db
    .insert(wxApplets)
    .values({ id: newId(), tenantId: ctx.scope.tenantId, appId: tokens.appId, createBy: ctx.scope.userId, ...fields })
    .onConflictDoUpdate({ target: wxApplets.appId, set: fields, setWhere: eq(wxApplets.tenantId, ctx.scope.tenantId) })
    .returning();
  if (!row) throw new BusinessError(msg('appletTakenByOther'));
  return toRecord(row, await boundShopCount(ctx, row.id));
}

async function boundShopCount(ctx: AppletContext, appletId: string): Promise<number> {
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(wxAppletShops)
    .where(eq(wxAppletShops.appletId, appletId));
  return total;
}

/** GET /openplat/wxAplet/getWxApletList: the tenant's applets, newest first, with their shop counts. */
export async function listApplets(
  ctx: AppletContext,
  query: { pageNo: number; pageSize: number },
): Promise<Page<AppletRecord>> {
  const where = eq(wxApplets.tenantId, ctx.scope.tenantId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(wxApplets)
      .where(where)
      .orderBy(desc(wxApplets.createTime), desc(wxApplets.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(wxApplets).where(where),
  ]);
  const counts =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ appletId: wxAppletShops.appletId, total: count() })
          .from(wxAppletShops)
          .where(
            inArray(
              wxAppletShops.appletId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(wxAppletShops.appletId);
  const countOf = new Map(counts.map((entry) => [entry.appletId, entry.total]));
  return toPage(
    rows.map((row) => toRecord(row, countOf.get(row.id) ?? 0)),
    total,
    query,
  );
}

export async function appletRecord(ctx: AppletContext, row: AppletRow): Promise<AppletRecord> {
  return toRecord(row, await boundShopCount(ctx, row.id));
}

/**
 * DELETE /openplat/wxAplet/delete and deleteById: forgets the applet here, with its shop bindings
 * and version records. The authorisation at WeChat stays until the applet's admin withdraws it.
 */
export async function deleteApplet(ctx: AppletContext, applet: AppletRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(wxAppletShops).where(eq(wxAppletShops.appletId, applet.id));
    await tx.delete(wxAppletVersions).where(eq(wxAppletVersions.appletId, applet.id));
    await tx.delete(wxApplets).where(eq(wxApplets.id, applet.id));
  });
}

export async function appletByAppId(ctx: AppletContext, appId: string): Promise<AppletRow> {
  const [row] = await ctx.db.select({ id: wxApplets.id }).from(wxApplets).where(eq(wxApplets.appId, appId)).limit(1);
  if (!row) throw forbidden(msg('appletNoAccess'));
  return requireApplet(ctx, row.id);
}

/**
 * POST /openplat/wxAplet/saveApletShopRelat: binds shops the caller owns to the applet. A shop
 * already bound to another applet is refused (moving it is updateRelat's); binding again is a no-op.
 */
export async function bindShops(ctx: AppletContext, input: { appletId: string; shopIds: string[] }): Promise<void> {
  const applet = await requireApplet(ctx, input.appletId);
  const shopIds = [...new Set(input.shopIds)];
  for (const shopId of shopIds) await requireShopAccess(ctx.db, ctx.scope, shopId, { owner: true });
  const bound = await ctx.db.select().from(wxAppletShops).where(inArray(wxAppletShops.shopId, shopIds));
  if (bound.some((row) => row.appletId !== applet.id)) throw new BusinessError(msg('appletShopBoundElsewhere'));
  const fresh = shopIds.filter((shopId) => !bound.some((row) => row.shopId === shopId));
  if (fresh.length === 0) return;
  await unlessShopBound(() =>
    ctx.db
      .insert(wxAppletShops)
      .values(fresh.map((shopId) => ({ id: newId(), tenantId: applet.tenantId, appletId: applet.id, shopId }))),
  );
}

/** POST /openplat/wxAplet/updateRelat: binds the shop to this applet instead of any other. */
export async function rebindShop(ctx: AppletContext, input: { appletId: string; shopId: string }): Promise<void> {
  const applet = await requireApplet(ctx, input.appletId);
  await requireShopAccess(ctx.db, ctx.scope, input.shopId, { owner: true });
  await ctx.db
    .insert(wxAppletShops)
    .values({ id: newId(), tenantId: applet.tenantId, appletId: applet.id, shopId: input.shopId })
    .onConflictDoUpdate({ target: wxAppletShops.shopId, set: { appletId: applet.id, tenantId: applet.tenantId } });
}

/** DELETE /openplat/wxAplet/delShopRelat: unbinds a shop the caller owns; an unbound shop is refused. */
export async function unbindShop(ctx: AppletContext, shopId: string): Promise<void> {
  await requireShopAccess(ctx.db, ctx.scope, shopId, { owner: true });
  const removed = await ctx.db.delete(wxAppletShops).where(eq(wxAppletShops.shopId, shopId)).returning();
  if (removed.length === 0) throw new BusinessError(msg('appletShopUnbound'));
}

/** GET /openplat/wxAplet/queryRelatShopList: the applet's shops among those the caller reaches. */
export async function boundShops(ctx: AppletContext, appletId: string): Promise<AppletShop[]> {
  const applet = await requireApplet(ctx, appletId);
  const [bindings, reachable] = await Promise.all([
    ctx.db.select().from(wxAppletShops).where(eq(wxAppletShops.appletId, applet.id)),
    userShops(ctx.db, ctx.scope),
  ]);
  const nameOf = new Map(reachable.map((shop) => [shop.id, shop.name]));
  return bindings
    .filter((binding) => nameOf.has(binding.shopId))
    .map((binding) => ({ shopId: binding.shopId, shopName: nameOf.get(binding.shopId) ?? '', appletId: applet.id }));
}
