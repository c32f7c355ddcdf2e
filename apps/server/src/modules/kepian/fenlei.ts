import { FENLEI_MAX_LEVEL, FENLEI_MOULDS, type FenleiMouldNode, type FenleiNode, msg } from '@scenecast/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/access.js';
import { cachedShopPage } from '../shop/page-cache.js';
import { requireFenlei } from './access.js';
import type { KepianContext } from './context.js';
import { fenleiList, lockList, moveTo, nextPlace, renumber } from './ordering.js';
import { type FenleiRow, kepianFenlei, kepianFenleiLink, kepianShareHidden } from './schema.js';

const treeOrder = [asc(kepianFenlei.level), asc(kepianFenlei.sort), asc(kepianFenlei.id)];

/** Rows as a tree (siblings in their order). */
export const toNode = (row: FenleiRow): FenleiNode => ({
  id: row.id,
  shopId: row.shopId,
  parentId: row.parentId,
  name: row.name,
  level: row.level,
  sort: row.sort,
  top: row.top,
  isShare: row.isShare,
  mould: row.mould,
  children: [],
});

export function toTree(rows: FenleiRow[]): FenleiNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: FenleiNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  const bySort = (list: FenleiNode[]) => {
    list.sort((a, b) => a.sort - b.sort);
    for (const node of list) bySort(node.children);
  };
  bySort(roots);
  return roots;
}

export async function shopFenleiRows(db: Db, shopId: string): Promise<FenleiRow[]> {
  return db
    .select()
    .from(kepianFenlei)
    .where(eq(kepianFenlei.shopId, shopId))
    .orderBy(...treeOrder);
}

/** queryFenLeiByshopId: the shop's whole tree. */
export async function fenleiTree(ctx: KepianContext, shopId: string): Promise<FenleiNode[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  return cachedShopPage(shopId, ['fenlei-tree'], async () => toTree(await shopFenleiRows(ctx.db, shopId)));
}

interface SelectNode {
  value: string;
  title: string;
  key: string;
  level: number;
  children: SelectNode[];
}
const toSelect = (node: FenleiNode): SelectNode => ({
  value: node.id,
  title: node.name,
  key: node.id,
  level: node.level,
  children: node.children.map(toSelect),
});

/** selectKepainFenLei: the tree as a tree-select wants it (value, title, key, children). */
export async function fenleiSelectTree(ctx: KepianContext, shopId: string): Promise<SelectNode[]> {
  return (await fenleiTree(ctx, shopId)).map(toSelect);
}

/** queryFenleiDict: the shop's categories flat, as dictionary items ({value, text}) with their level. */
export async function fenleiDict(ctx: KepianContext, shopId: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const rows = await shopFenleiRows(ctx.db, shopId);
  return rows.map((row) => ({
    value: row.id,
    text: row.name,
    title: row.name,
    level: row.level,
    parentId: row.parentId,
  }));
}

/** queryFenLeiByshopIdAndMuluId: the children of a category (muluId), or the top level without it. */
export async function fenleiChildren(ctx: KepianContext, shopId: string, muluId?: string): Promise<FenleiNode[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  if (muluId) {
    const parent = await requireFenlei(ctx.db, ctx.scope, muluId);
    if (parent.shopId !== shopId) throw new BusinessError(msg('fenleiNotInShop'));
  }
  const rows = await ctx.db
    .select()
    .from(kepianFenlei)
    .where(
      and(eq(kepianFenlei.shopId, shopId), muluId ? eq(kepianFenlei.parentId, muluId) : isNull(kepianFenlei.parentId)),
    )
    .orderBy(asc(kepianFenlei.sort));
  return rows.map(toNode);
}

async function insertFenlei(
  tx: Db,
  shop: { id: string; tenantId: number },
  createBy: string,
  name: string,
  parent: FenleiRow | null,
  mould: string | null,
): Promise<FenleiRow> {
  const level = parent ? parent.level + 1 : 0;
  if (level > FENLEI_MAX_LEVEL) throw new BusinessError(msg('fenleiTooDeep'));
  const [row] = await tx
    .insert(kepianFenlei)
    .values({
      tenantId: shop.tenantId,
      shopId: shop.id,
      parentId: parent?.id ?? null,
      name,
      level,
      sort: await nextPlace(tx, fenleiList(shop.id, parent?.id ?? null)),
      mould,
      createBy,
    })
    .returning();
  return row;
}

/** addType: a category at the end of its siblings; a fourth level is refused (分类最多三级). */
export async function addFenlei(ctx: KepianContext, input: { shopId: string; name: string; parentId?: string | null }) {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const parent = input.parentId ? await requireFenlei(ctx.db, ctx.scope, input.parentId) : null;
  if (parent && parent.shopId !== shop.id) throw new BusinessError(msg('fenleiNotInShop'));
  const row = await ctx.db.transaction(async (tx) => {
    await lockList(tx, fenleiList(shop.id, null));
    return insertFenlei(tx, shop, ctx.scope.userId, input.name, parent, null);
  });
  return toNode(row);
}

export async function renameFenlei(ctx: KepianContext, id: string, name: string) {
  const row = await requireFenlei(ctx.db, ctx.scope, id);
  await ctx.db.update(kepianFenlei).set({ name }).where(eq(kepianFenlei.id, row.id));
}

/**
 * sortType (top-level categories) and childrenSortType (ej / sj): a category moves to place `sort`
 * among its siblings; the other call's level is refused (该分类不能用此排序).
 */
export async function sortFenlei(ctx: KepianContext, id: string, sort: number, children: boolean): Promise<number> {
  const row = await requireFenlei(ctx.db, ctx.scope, id);
  if (row.level > 0 !== children) throw new BusinessError(msg('fenleiLevelMismatch'));
  return moveTo(ctx.db, fenleiList(row.shopId, row.parentId), row.id, sort);
}

/** editTypeTop: the category goes to place 1 among its siblings and is marked pinned (top 1). */
export async function fenleiToTop(ctx: KepianContext, id: string): Promise<void> {
  const row = await requireFenlei(ctx.db, ctx.scope, id);
  await moveTo(ctx.db, fenleiList(row.shopId, row.parentId), row.id, 1);
  await ctx.db.update(kepianFenlei).set({ top: 1 }).where(eq(kepianFenlei.id, row.id));
}

async function subtreeIds(tx: Db, shopId: string, rootIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: kepianFenlei.id, parentId: kepianFenlei.parentId })
    .from(kepianFenlei)
    .where(eq(kepianFenlei.shopId, shopId));
  const found = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}

async function dropFenlei(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(kepianFenleiLink).where(inArray(kepianFenleiLink.fenleiId, ids));
  await tx.delete(kepianShareHidden).where(inArray(kepianShareHidden.fenleiId, ids));
  await tx.delete(kepianFenlei).where(inArray(kepianFenlei.id, ids));
}

/** delete: a category with all its sub-categories; albums stay, only their links go. */
export async function deleteFenlei(ctx: KepianContext, id: string): Promise<number> {
  const row = await requireFenlei(ctx.db, ctx.scope, id);
  return ctx.db.transaction(async (tx) => {
    await lockList(tx, fenleiList(row.shopId, null));
    const ids = await subtreeIds(tx, row.shopId, [row.id]);
    await dropFenlei(tx, ids);
    await renumber(tx, fenleiList(row.shopId, row.parentId));
    return ids.length;
  });
}

/** delTypeChild: removes the sub-categories of a category (all levels below it), keeping it. */
export async function deleteFenleiChildren(ctx: KepianContext, id: string): Promise<number> {
  const row = await requireFenlei(ctx.db, ctx.scope, id);
  return ctx.db.transaction(async (tx) => {
    await lockList(tx, fenleiList(row.shopId, null));
    const ids = (await subtreeIds(tx, row.shopId, [row.id])).filter((each) => each !== row.id);
    await dropFenlei(tx, ids);
    return ids.length;
  });
}

/**
 * addFenleiMould: builds a built-in template's tree (FENLEI_MOULDS: 婚纱照, 儿童照, 写真) after the
 * shop's existing top-level categories; each created category remembers the template's key.
 */
export async function addFenleiMould(ctx: KepianContext, shopId: string, mouldKey: string): Promise<FenleiNode[]> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, shopId);
  const mould = FENLEI_MOULDS.find((each) => each.key === mouldKey);
  if (!mould) throw new BusinessError(msg('fenleiMouldUnknown'));
  await ctx.db.transaction(async (tx) => {
    await lockList(tx, fenleiList(shop.id, null));
    const build = async (nodes: FenleiMouldNode[], parent: FenleiRow | null) => {
      for (const node of nodes) {
        const row = await insertFenlei(tx, shop, ctx.scope.userId, node.name, parent, mould.key);
        if (node.children) await build(node.children, row);
      }
    };
    await build(mould.tree, null);
  });
  return toTree(await shopFenleiRows(ctx.db, shop.id));
}
