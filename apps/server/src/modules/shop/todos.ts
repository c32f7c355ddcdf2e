import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../platform/identity/schema.js';
import { type TodoSource, todoItem } from '../../platform/todos/registry.js';
import { ownedShops } from './access.js';
import { shopMembers, shops } from './schema.js';

/** The member page, where the owner enables or disables a member. */
const MEMBER_PATH = '/cjmain/member';

/**
 * Someone joined one of the caller's shops with its share code; it leaves once the owner has
 * enabled or disabled that member (updateMemberStatus).
 */
export const shareJoinedTodos: TodoSource = {
  name: 'shareJoined',
  async list(db, scope) {
    const rows = await db
      .select({ id: shopMembers.id, username: users.username, realname: users.realname, time: shopMembers.createTime })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(ownedShops(scope), eq(shopMembers.pendingReview, true)))
      .orderBy(desc(shopMembers.createTime));
    return rows.map((row) =>
      todoItem('shareJoined', {
        businessId: row.id,
        subject: row.realname || row.username,
        path: MEMBER_PATH,
        time: row.time,
      }),
    );
  },
};
