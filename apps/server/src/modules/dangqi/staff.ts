import { MEMBER_STATUS_ACTIVE, msg, type ShopMemberRecord } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { memberList } from '../shop/members.js';

/** The shop's active people (its main user first): who can be a photographer or serve an order. */
export function shopStaff(db: Db, scope: Scope, shopId: string): Promise<ShopMemberRecord[]> {
  return memberList(db, scope, { shopId, status: MEMBER_STATUS_ACTIVE }, 'zh');
}

/** A user id must be one of the shop's active people. */
export async function requireStaffOfShop(db: Db, scope: Scope, shopId: string, userId: string): Promise<void> {
  const staff = await shopStaff(db, scope, shopId);
  if (!staff.some((member) => member.userId === userId)) throw new BusinessError(msg('orderStaffNotInShop'));
}
