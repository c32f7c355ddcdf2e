import { msg } from '@scenecast/contracts';
import { count, eq, like } from 'drizzle-orm';
import { requirePlatformAdmin, type Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { BusinessError, notFound } from '../../platform/http/errors.js';
import { categories, ROOT_CATEGORY_PID } from './schema.js';

/** The button every category write declares on its route (the platform administrator's only). */
export const CATEGORY_MANAGE_ACTION = 'system:category:manage';

/** A code is 1 to 10 groups of a capital letter and two digits (the category_code rule). */
const GROUP_LENGTH = 3;
const MAX_DEPTH = 10;
/** Adds and deletes take it: a code is made from its siblings' codes. */
const CODE_LOCK = 'sys_category.code';

/**
 * The group after `last` among siblings: A01 … A99, B01 … Z99 (JeecgBoot's YouBianCodeUtil), so a
 * child's code is its parent's code plus one group and a subtree is found by its code prefix.
 */
export function nextCodeGroup(last: string | undefined): string {
  if (last === undefined) return 'A01';
  const letter = last.charCodeAt(0);
  const number = Number(last.slice(1));
  if (number < 99) return `${last[0]}${String(number + 1).padStart(2, '0')}`;
  if (letter >= 'Z'.charCodeAt(0)) throw new BusinessError(msg('categoryCodesUsedUp'));
  return `${String.fromCharCode(letter + 1)}01`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function parentOf(tx: Tx, pid: string): Promise<{ code: string } | null> {
  if (pid === ROOT_CATEGORY_PID) return null;
  const [parent] = await tx.select({ code: categories.code }).from(categories).where(eq(categories.id, pid)).limit(1);
  if (!parent) throw new BusinessError(msg('categoryParentUnknown'));
  return parent;
}

/**
 * The highest group used after `prefix` by any code of the next level (codes are unique in the
 * whole table; a code holds only capitals and digits, so the prefix is safe in LIKE).
 */
async function lastGroupAfter(tx: Tx, prefix: string): Promise<string | undefined> {
  const taken = await tx
    .select({ code: categories.code })
    .from(categories)
    .where(like(categories.code, `${prefix}${'_'.repeat(GROUP_LENGTH)}`));
  const groups = taken
    .map((row) => row.code.slice(prefix.length))
    .filter((group) => /^[A-Z]\d{2}$/.test(group))
    .sort();
  return groups.at(-1);
}

export interface CategoryInput {
  pid: string;
  name: string;
  sortNo?: number;
}

/** POST /sys/category/add: a node under `pid` (0: a root), its code made here; the parent gets has_child 1. */
export async function addCategory(db: Db, scope: Scope, input: CategoryInput): Promise<{ id: string; code: string }> {
  requirePlatformAdmin(scope);
  return db.transaction(async (tx) => {
    // One add at a time: two siblings added together would otherwise take the same code.
    await lockNamed(tx, CODE_LOCK);
    const parent = await parentOf(tx, input.pid);
    const prefix = parent?.code ?? '';
    if (prefix.length / GROUP_LENGTH >= MAX_DEPTH) throw new BusinessError(msg('categoryTooDeep'));
    const code = prefix + nextCodeGroup(await lastGroupAfter(tx, prefix));
    const [created] = await tx
      .insert(categories)
      .values({ pid: input.pid, name: input.name, code, sortNo: input.sortNo ?? 0, hasChild: '0' })
      .returning({ id: categories.id, code: categories.code });
    if (parent) await tx.update(categories).set({ hasChild: '1' }).where(eq(categories.id, input.pid));
    return created;
  });
}

/** PUT /sys/category/edit: the name and the order; the code and the place in the tree stay. */
export async function editCategory(
  db: Db,
  scope: Scope,
  input: { id: string; name: string; sortNo?: number },
): Promise<void> {
  requirePlatformAdmin(scope);
  const changed = await db
    .update(categories)
    .set({ name: input.name, ...(input.sortNo === undefined ? {} : { sortNo: input.sortNo }) })
    .where(eq(categories.id, input.id))
    .returning({ id: categories.id });
  if (changed.length === 0) throw notFound();
}

/** DELETE /sys/category/delete: a leaf only; its parent becomes a leaf when it was the last child. */
export async function deleteCategory(db: Db, scope: Scope, id: string): Promise<void> {
  requirePlatformAdmin(scope);
  await db.transaction(async (tx) => {
    await lockNamed(tx, CODE_LOCK);
    const [node] = await tx.select({ pid: categories.pid }).from(categories).where(eq(categories.id, id)).limit(1);
    if (!node) throw notFound();
    const [{ children }] = await tx.select({ children: count() }).from(categories).where(eq(categories.pid, id));
    if (children > 0) throw new BusinessError(msg('categoryHasChildren'));
    await tx.delete(categories).where(eq(categories.id, id));
    if (node.pid === ROOT_CATEGORY_PID) return;
    const [{ left }] = await tx.select({ left: count() }).from(categories).where(eq(categories.pid, node.pid));
    if (left === 0) {
      await tx.update(categories).set({ hasChild: '0' }).where(eq(categories.id, node.pid));
    }
  });
}
