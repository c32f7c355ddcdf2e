import type { AppletWork, Page } from '@scenecast/contracts';
import { count } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { toPage } from '../../platform/db/pagination.js';
import { profileOf } from '../studio-profile/service.js';
import { staticUrl } from './context.js';
import { homeWorks, homeWorksOrder } from './latest.js';
import { works } from './schema.js';

/**
 * A page of the works a shop's applet shows. A work has no flag of its own for the applet (as an
 * album has is_public_xcx): the library also holds what a shop only plays on its screens. So the
 * shop decides for all its works at once, by putting the works module on its home: then its works
 * outside the recycle bin are public to the applet, newest first (what the home's works module
 * shows on screens); without it, none are.
 */
export async function appletWorksPage(
  db: Db,
  apiBase: string,
  shopId: string,
  query: { pageNo: number; pageSize: number },
): Promise<Page<AppletWork>> {
  const profile = await profileOf(db, shopId);
  if (!profile?.homeModules?.includes('works')) return toPage([], 0, query);
  const where = homeWorks(shopId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(works)
      .where(where)
      .orderBy(...homeWorksOrder)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(works).where(where),
  ]);
  const records = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    url: staticUrl(apiBase, row.fileKey),
    thumbUrl: row.thumbKey ? staticUrl(apiBase, row.thumbKey) : null,
    width: row.width,
    height: row.height,
  }));
  return toPage(records, total, query);
}
