import { APPLET_STATUS_AUTHORIZED, msg } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/service.js';
import type { AppletContext } from './context.js';
import { type AppletRow, wxAppletShops, wxApplets } from './schema.js';

/**
 * An applet of the tenant the caller acts in. Another tenant's applet, and an id that does not
 * exist, get 403 无权访问该小程序, so ids reveal nothing.
 */
export async function requireApplet(ctx: AppletContext, id: string): Promise<AppletRow> {
  const [row] = await ctx.db.select().from(wxApplets).where(eq(wxApplets.id, id)).limit(1);
  if (!row || row.tenantId !== ctx.scope.tenantId) throw forbidden(msg('appletNoAccess'));
  return row;
}

/** The same, for calls to WeChat on the applet's behalf: a withdrawn authorisation is refused plainly. */
export async function requireAuthorizedApplet(ctx: AppletContext, id: string): Promise<AppletRow> {
  const row = await requireApplet(ctx, id);
  if (row.status !== APPLET_STATUS_AUTHORIZED) throw new BusinessError(msg('appletUnauthorized'));
  return row;
}

/**
 * The applet a shop the caller reaches is bound to, or null. A member of another tenant's shop
 * reaches the shop, not its tenant's applet: that is 403 无权访问该小程序, as for any other call.
 */
export async function appletOfShop(ctx: AppletContext, shopId: string): Promise<AppletRow | null> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [row] = await ctx.db
    .select({ applet: wxApplets })
    .from(wxAppletShops)
    .innerJoin(wxApplets, eq(wxApplets.id, wxAppletShops.appletId))
    .where(eq(wxAppletShops.shopId, shopId))
    .limit(1);
  if (row && row.applet.tenantId !== ctx.scope.tenantId) throw forbidden(msg('appletNoAccess'));
  return row?.applet ?? null;
}

/** As appletOfShop, where an unbound shop is a refusal (该门店尚未绑定小程序). */
export async function requireAppletOfShop(ctx: AppletContext, shopId: string): Promise<AppletRow> {
  const applet = await appletOfShop(ctx, shopId);
  if (!applet) throw new BusinessError(msg('appletShopUnbound'));
  return applet;
}
