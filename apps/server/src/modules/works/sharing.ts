import {
  HJ_SHARE_BY_CODE,
  HJ_SHARE_PRIVATE,
  msg,
  WORKS_STATUS_NORMAL,
  type WorksHjRecord,
  type WorksRecord,
} from '@scenecast/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { lockNamed } from '../../platform/db/named-lock.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/service.js';
import { requireHj } from './access.js';
import { newShareCoding, newWorksCode } from './codes.js';
import type { WorksContext } from './context.js';
import { hjRecords } from './groups.js';
import { quotaExceeded } from './media.js';
import { appendToHj, nextSiblingPlace, siblingsLock } from './ordering.js';
import { works, worksHj, worksRelat } from './schema.js';
import { lockFiles, quotaLock, usedBytes } from './stored-files.js';
import { toWorksRecord } from './views.js';

/**
 * POST updateWorksHjShareType: 0 private, 1 shared by code. Sharing is for the shop's owner. The
 * first share gives the group a 6-character code it keeps, so sharing again brings the same code.
 */
export async function setShareType(ctx: WorksContext, id: string, shareType: number) {
  const hj = await requireHj(ctx.db, ctx.scope, id);
  await requireShopAccess(ctx.db, ctx.scope, hj.shopId, { owner: true });
  const shareCoding = shareType === HJ_SHARE_BY_CODE && !hj.shareCoding ? await newShareCoding(ctx.db) : hj.shareCoding;
  await ctx.db.update(worksHj).set({ shareType, shareCoding }).where(eq(worksHj.id, hj.id));
  return { id: hj.id, shareType, shareCoding };
}

async function sharedHj(ctx: WorksContext, coding: string) {
  const code = coding.trim().toUpperCase();
  if (!code) throw new BusinessError(msg('worksShareCodeRequired'));
  const [hj] = await ctx.db
    .select()
    .from(worksHj)
    .where(and(eq(worksHj.shareCoding, code), eq(worksHj.shareType, HJ_SHARE_BY_CODE)))
    .limit(1);
  if (!hj) throw new BusinessError(msg('worksShareCodeInvalid'));
  return hj;
}

const sharedWorks = (ctx: WorksContext, hjId: string) =>
  ctx.db
    .select({ work: works, sort: worksRelat.sort })
    .from(worksRelat)
    .innerJoin(works, eq(works.id, worksRelat.worksId))
    .where(and(eq(worksRelat.hjId, hjId), eq(works.status, WORKS_STATUS_NORMAL)))
    .orderBy(asc(worksRelat.sort))
    .limit(1000);

/**
 * GET getShareWorksHjByCoding: any signed-in user of any shop or tenant who has the code reads the
 * shared group and its works (first 1000, in order). A private group's code answers nothing.
 */
export async function readSharedHj(
  ctx: WorksContext,
  coding: string,
): Promise<{ hj: WorksHjRecord; works: WorksRecord[] }> {
  const hj = await sharedHj(ctx, coding);
  const [record] = await hjRecords(ctx, [hj]);
  const list = await sharedWorks(ctx, hj.id);
  return { hj: record, works: list.map((row) => toWorksRecord(ctx.apiBase, row.work, row.sort)) };
}

/**
 * POST saveWorksHjRelat: copies a shared group (its works, in order; not its sub-groups) into one
 * of the caller's shops as a new private group. The copies point at the same stored files (no
 * bytes are copied; a file is deleted only when its last row goes) and count towards the copying
 * tenant's quota.
 */
export async function copySharedHj(
  ctx: WorksContext,
  input: { shareCoding: string; shopId: string; parentId?: string | null; name?: string },
): Promise<WorksHjRecord> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const source = await sharedHj(ctx, input.shareCoding);
  const parentId = input.parentId || null;
  if (parentId) {
    const parent = await requireHj(ctx.db, ctx.scope, parentId);
    if (parent.shopId !== shop.id) throw forbidden(msg('shopNoAccess'));
  }
  const originals = (await sharedWorks(ctx, source.id)).map((row) => row.work);
  const created = await ctx.db.transaction(async (tx) => {
    await lockFiles(
      tx,
      originals.flatMap((work) => [work.fileKey, work.thumbKey]),
    );
    // Under the files' locks: only works still there are copied (a purge cannot interleave).
    const still =
      originals.length > 0
        ? await tx
            .select()
            .from(works)
            .where(
              and(
                inArray(
                  works.id,
                  originals.map((work) => work.id),
                ),
                eq(works.status, WORKS_STATUS_NORMAL),
              ),
            )
        : [];
    const order = new Map(originals.map((work, index) => [work.id, index]));
    still.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const bytes = still.reduce((sum, work) => sum + work.size, 0);
    await lockNamed(tx, quotaLock(shop.tenantId));
    if ((await usedBytes(tx, shop.tenantId)) + bytes > ctx.quotaBytes) throw quotaExceeded(ctx.quotaBytes);
    await lockNamed(tx, siblingsLock(shop.id));
    const [hj] = await tx
      .insert(worksHj)
      .values({
        shopId: shop.id,
        tenantId: shop.tenantId,
        parentId,
        name: input.name?.trim() || source.name,
        shareType: HJ_SHARE_PRIVATE,
        seconds: source.seconds,
        sort: await nextSiblingPlace(tx, shop.id, parentId),
        createBy: ctx.scope.userId,
      })
      .returning();
    if (still.length > 0) {
      const copies = await tx
        .insert(works)
        .values(
          still.map((work) => ({
            tenantId: shop.tenantId,
            shopId: shop.id,
            kind: work.kind,
            name: work.name,
            fileKey: work.fileKey,
            thumbKey: work.thumbKey,
            size: work.size,
            width: work.width,
            height: work.height,
            duration: work.duration,
            seconds: work.seconds,
            code: newWorksCode(),
            createBy: ctx.scope.userId,
          })),
        )
        .returning({ id: works.id });
      // INSERT … VALUES … RETURNING answers the rows in the order given: the group's order.
      await appendToHj(
        tx,
        hj.id,
        copies.map((copy) => copy.id),
      );
    }
    return hj;
  });
  const [record] = await hjRecords(ctx, [created]);
  return record;
}
