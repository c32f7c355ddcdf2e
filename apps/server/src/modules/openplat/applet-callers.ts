import { APPLET_STATUS_AUTHORIZED } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import { APPLETS_CHANGED } from '../../platform/db/change-signals.js';
import type { Db } from '../../platform/db/database.js';
import { wxAppletShops, wxApplets } from './schema.js';

/** What the applet API knows of a mini-program calling it: whose it is, whether it may, its shops. */
export interface AppletCaller {
  tenantId: number;
  isAuthorized: boolean;
  shopIds: string[];
}

/**
 * Every applet API call resolves its caller first, so the answer is kept in memory. Authorising,
 * withdrawing, binding and unbinding raise the database's `applets` signal (migration 0051), which
 * drops it in every process. Unknown app ids are kept too (as null), bounded by the size.
 */
const callers = new ClusterCache<AppletCaller | null>('applet-callers', 60_000, 2_000);

/** The applet with this WeChat app id and the shops bound to it, or null when no tenant authorised it. */
export function appletCaller(db: Db, appId: string): Promise<AppletCaller | null> {
  return callers.through(appId, [APPLETS_CHANGED], async () => {
    const [applet] = await db.select().from(wxApplets).where(eq(wxApplets.appId, appId)).limit(1);
    if (!applet) return null;
    const bound = await db
      .select({ shopId: wxAppletShops.shopId })
      .from(wxAppletShops)
      .where(eq(wxAppletShops.appletId, applet.id));
    return {
      tenantId: applet.tenantId,
      isAuthorized: applet.status === APPLET_STATUS_AUTHORIZED,
      shopIds: bound.map((row) => row.shopId),
    };
  });
}
