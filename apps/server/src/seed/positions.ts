import { eq } from 'drizzle-orm';
import { ensurePositions } from '../modules/sys-position/service.js';
import type { Db } from '../platform/db/database.js';
import { users } from '../platform/identity/schema.js';

/** The positions of the demo tenants (rank: the position_rank dictionary, 1 员级 … 5 正高级). */
const POSITIONS: Record<string, { name: string; code: string; postRank: string }[]> = {
  demo: [
    { name: '店长', code: 'store_manager', postRank: '4' },
    { name: '摄影师', code: 'photographer', postRank: '3' },
    { name: '化妆师', code: 'makeup_artist', postRank: '2' },
    { name: '前台', code: 'reception', postRank: '1' },
  ],
  demo2: [
    { name: '店长', code: 'store_manager', postRank: '4' },
    { name: '导购', code: 'shop_guide', postRank: '1' },
  ],
};

/** Idempotent: a position whose code the tenant already has is left as it is. */
export async function seedPositions(db: Db): Promise<void> {
  for (const [username, list] of Object.entries(POSITIONS)) {
    const [owner] = await db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.username, username))
      .limit(1);
    if (owner) await ensurePositions(db, owner.tenantId, list);
  }
}
