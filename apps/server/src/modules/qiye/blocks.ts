import {
  msg,
  QY_BLOCK_DEFAULT_TITLES,
  QY_BLOCKS_MAX,
  QY_TEMPLATES,
  type QyBlock,
  type QyBlockAddBody,
  type QyBlockEditBody,
  type QyBlockType,
  type ScreenQyBlock,
} from '@scenecast/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { writeListOrder } from '../../platform/db/list-order.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { staticUrl } from '../works/context.js';
import { requireEnterpriseShop } from './scene-shop.js';
import { type QyBlockRow, qyBlocks } from './schema.js';

export interface QiyeContext {
  db: Db;
  scope: Scope;
  /** Tells the shop's screens to fetch its page again. */
  tellScreens: (shopId: string) => Promise<void>;
}

export const toBlock = (row: QyBlockRow): QyBlock => ({
  id: row.id,
  shopId: row.shopId,
  type: row.type as QyBlockType,
  title: row.title,
  text: row.text,
  items: row.items,
  isShow: row.isShow,
  sort: row.sort,
  updateTime: row.updateTime.toISOString(),
});

const shopBlocks = (db: Db, shopId: string) =>
  db.select().from(qyBlocks).where(eq(qyBlocks.shopId, shopId)).orderBy(asc(qyBlocks.sort), asc(qyBlocks.createTime));

/** A block the caller may change; an unknown id is refused like another tenant's (403). */
async function requireBlock(db: Db, scope: Scope, id: string): Promise<QyBlockRow> {
  const [row] = await db.select().from(qyBlocks).where(eq(qyBlocks.id, id)).limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  await requireEnterpriseShop(db, scope, row.shopId);
  return row;
}

async function blockCount(db: Db, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(qyBlocks).where(eq(qyBlocks.shopId, shopId));
  return row.n;
}

export async function listBlocks({ db, scope }: QiyeContext, shopId: string): Promise<QyBlock[]> {
  await requireEnterpriseShop(db, scope, shopId);
  return (await shopBlocks(db, shopId)).map(toBlock);
}

/** A new block goes last; a shop has at most QY_BLOCKS_MAX. */
export async function addBlock(ctx: QiyeContext, input: QyBlockAddBody): Promise<QyBlock> {
  const { db, scope } = ctx;
  const shop = await requireEnterpriseShop(db, scope, input.shopId);
  const existing = await blockCount(db, shop.id);
  if (existing >= QY_BLOCKS_MAX) throw new BusinessError(msg('qyBlocksFull', 'zh', QY_BLOCKS_MAX));
  const [row] = await db
    .insert(qyBlocks)
    .values({ ...input, tenantId: shop.tenantId, sort: existing + 1, createBy: scope.userId })
    .returning();
  await ctx.tellScreens(shop.id);
  return toBlock(row);
}

export async function editBlock(ctx: QiyeContext, input: QyBlockEditBody): Promise<QyBlock> {
  const block = await requireBlock(ctx.db, ctx.scope, input.id);
  const { id, ...fields } = input;
  const [row] = await ctx.db
    .update(qyBlocks)
    .set({ ...fields, updateTime: new Date() })
    .where(eq(qyBlocks.id, id))
    .returning();
  await ctx.tellScreens(block.shopId);
  return toBlock(row);
}

/** Removes a block and closes the gap in the order. */
export async function deleteBlock(ctx: QiyeContext, id: string): Promise<void> {
  const block = await requireBlock(ctx.db, ctx.scope, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(qyBlocks).where(eq(qyBlocks.id, id));
    await tx
      .update(qyBlocks)
      .set({ sort: sql`${qyBlocks.sort} - 1` })
      .where(and(eq(qyBlocks.shopId, block.shopId), sql`${qyBlocks.sort} > ${block.sort}`));
  });
  await ctx.tellScreens(block.shopId);
}

/** The page's new order: every block of the shop, each once (a partial or foreign list is refused). */
export async function sortBlocks(ctx: QiyeContext, shopId: string, ids: string[]): Promise<QyBlock[]> {
  const { db, scope } = ctx;
  await requireEnterpriseShop(db, scope, shopId);
  const current = await shopBlocks(db, shopId);
  const known = new Set(current.map((row) => row.id));
  if (ids.some((id) => !known.has(id))) throw forbidden(msg('shopNoAccess'));
  if (new Set(ids).size !== ids.length || ids.length !== current.length) {
    throw new BusinessError(msg('qySortMismatch'));
  }
  await writeListOrder(db, qyBlocks, ids);
  await ctx.tellScreens(shopId);
  return (await shopBlocks(db, shopId)).map(toBlock);
}

/** Lays a template's blocks out on an empty page; a page that has blocks keeps them (refused). */
export async function applyTemplate(ctx: QiyeContext, shopId: string, templateId: string): Promise<QyBlock[]> {
  const { db, scope } = ctx;
  const shop = await requireEnterpriseShop(db, scope, shopId);
  const template = QY_TEMPLATES.find((entry) => entry.id === templateId);
  if (!template) throw new BusinessError(msg('fenleiMouldUnknown'));
  if ((await blockCount(db, shopId)) > 0) throw new BusinessError(msg('qyTemplateNotEmpty'));
  await db.insert(qyBlocks).values(
    template.blocks.map((block, index) => ({
      tenantId: shop.tenantId,
      shopId,
      type: block.type,
      title: QY_BLOCK_DEFAULT_TITLES[block.type],
      text: block.text,
      items: block.items,
      sort: index + 1,
      createBy: scope.userId,
    })),
  );
  await ctx.tellScreens(shopId);
  return (await shopBlocks(db, shopId)).map(toBlock);
}

/** What a screen of the shop and its applet show: its blocks on show, in order, images as addresses. */
export async function shownBlocks(db: Db, apiBase: string, shopId: string): Promise<ScreenQyBlock[]> {
  return (await shopBlocks(db, shopId))
    .filter((row) => row.isShow === 1)
    .map((row) => ({
      id: row.id,
      type: row.type as ScreenQyBlock['type'],
      title: row.title,
      text: row.text,
      items: row.items.map((item) => ({
        title: item.title,
        text: item.text,
        imageUrl: item.image ? staticUrl(apiBase, item.image) : null,
      })),
    }));
}
