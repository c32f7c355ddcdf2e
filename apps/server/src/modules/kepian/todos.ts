import { and, eq, inArray, max } from 'drizzle-orm';
import { type TodoSource, todoItem } from '../../platform/todos/registry.js';
import { accessibleShopIds } from '../shop/access.js';
import { kepian, kepianPhoto } from './schema.js';

/** The album page, where problem photos are listed and replaced. */
const KEPIAN_PATH = '/cjmain/kepian';

/**
 * An album of the caller's shops with problem photos (unreadable, too small, repeated); it leaves
 * once the last of them is replaced or removed.
 */
export const problemPhotoTodos: TodoSource = {
  name: 'problemPhotos',
  async list(db, scope) {
    const shopIds = await accessibleShopIds(db, scope);
    if (shopIds.length === 0) return [];
    const rows = await db
      .select({ id: kepian.id, title: kepian.title, mainNumber: kepian.mainNumber, time: max(kepianPhoto.createTime) })
      .from(kepianPhoto)
      .innerJoin(kepian, eq(kepian.id, kepianPhoto.kepianId))
      .where(and(inArray(kepian.shopId, shopIds), eq(kepianPhoto.problem, true)))
      .groupBy(kepian.id, kepian.title, kepian.mainNumber);
    return rows.map((row) =>
      todoItem('problemPhotos', {
        businessId: row.id,
        subject: `${row.mainNumber} ${row.title}`,
        path: KEPIAN_PATH,
        time: row.time,
      }),
    );
  },
};
