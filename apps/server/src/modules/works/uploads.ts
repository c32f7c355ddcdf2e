import type { Readable } from 'node:stream';
import { msg, type WorksKind, type WorksRecord } from '@scenecast/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { BusinessError } from '../../platform/http/errors.js';
import { newWorksCode } from './codes.js';
import type { WorksContext } from './context.js';
import { describeMedia, type MediaFacts, quotaExceeded, type ReceivedFile, receiveToStorage } from './media.js';
import { appendToHj } from './ordering.js';
import { type WorksHjRow, type WorksRow, works, worksUploads } from './schema.js';
import { lockFiles, quotaLock, releaseFiles, usedBytes } from './stored-files.js';
import { toWorksRecord } from './views.js';

export interface IncomingFile {
  stream: Readable;
  filename: string;
  /** The request's declared length, when known: refused before reading when it cannot fit. */
  declaredBytes?: number;
}

const baseName = (filename: string) => filename.replace(/\.[^.]*$/, '').slice(0, 100);

/**
 * Receives one file for a tenant: refused up front when the declared length cannot fit the quota,
 * streamed to storage with the quota enforced per chunk, then described (thumbnail, dimensions,
 * duration). `record` writes the rows inside a transaction holding the tenant's quota lock after a
 * final check, so two concurrent uploads cannot together pass the quota.
 */
async function receiveForTenant<T>(
  ctx: WorksContext,
  tenantId: number,
  file: IncomingFile,
  kinds: readonly WorksKind[],
  record: (tx: Db, received: ReceivedFile, facts: MediaFacts) => Promise<T>,
): Promise<T> {
  const used = await usedBytes(ctx.db, tenantId);
  const remainingBytes = Math.max(0, ctx.quotaBytes - used);
  if (file.declaredBytes !== undefined && file.declaredBytes > remainingBytes + 64 * 1024) {
    file.stream.resume();
    throw quotaExceeded(ctx.quotaBytes);
  }
  const received = await receiveToStorage(ctx.storage, file.stream, {
    kinds,
    maxBytes: ctx.maxFileBytes,
    remainingBytes,
    quotaBytes: ctx.quotaBytes,
  });
  let facts: MediaFacts | null = null;
  try {
    facts = await describeMedia(ctx.storage, received);
    const described = facts;
    return await ctx.db.transaction(async (tx) => {
      await lockNamed(tx, quotaLock(tenantId));
      if ((await usedBytes(tx, tenantId)) + received.size > ctx.quotaBytes) throw quotaExceeded(ctx.quotaBytes);
      return record(tx, received, described);
    });
  } catch (error) {
    await ctx.storage.delete(received.key);
    if (facts?.thumbKey) await ctx.storage.delete(facts.thumbKey);
    throw error;
  }
}

/** POST /user/v1/upload?type=: a pending upload of the caller, answered by its stored path. */
export async function uploadPending(ctx: WorksContext, kind: WorksKind | null, file: IncomingFile): Promise<string> {
  return receiveForTenant(
    ctx,
    ctx.scope.tenantId,
    file,
    kind ? [kind] : ['image', 'video'],
    async (tx, received, facts) => {
      await tx.insert(worksUploads).values({
        fileKey: received.key,
        tenantId: ctx.scope.tenantId,
        userId: ctx.scope.userId,
        kind: received.type.kind,
        name: baseName(file.filename),
        size: received.size,
        ...facts,
      });
      return received.key;
    },
  );
}

function worksValues(
  ctx: WorksContext,
  hj: WorksHjRow,
  kind: WorksKind,
  fields: Partial<WorksRow> & { fileKey: string; size: number },
) {
  return {
    tenantId: hj.tenantId,
    shopId: hj.shopId,
    kind,
    code: newWorksCode(),
    createBy: ctx.scope.userId,
    ...fields,
  };
}

/** POST /works/clWorksHj/addWorks (multipart): one file straight into a group, at its end. */
export async function uploadIntoHj(ctx: WorksContext, hj: WorksHjRow, file: IncomingFile): Promise<WorksRecord> {
  return receiveForTenant(ctx, hj.tenantId, file, ['image', 'video'], async (tx, received, facts) => {
    const [row] = await tx
      .insert(works)
      .values(
        worksValues(ctx, hj, received.type.kind, {
          fileKey: received.key,
          size: received.size,
          name: baseName(file.filename),
          ...facts,
        }),
      )
      .returning();
    await appendToHj(tx, hj.id, [row.id]);
    return toWorksRecord(ctx.apiBase, row, 0);
  });
}

/**
 * POST /works/clWorksHj/addWorks with `paths`: the caller's pending uploads become works of the
 * group's shop, appended in the order given. A path that is not a pending upload of the caller is
 * refused and nothing is made.
 */
export async function claimUploads(ctx: WorksContext, hj: WorksHjRow, paths: string[]): Promise<WorksRecord[]> {
  const unique = [...new Set(paths)];
  return ctx.db.transaction(async (tx) => {
    await lockFiles(tx, unique);
    const pending = await tx
      .select()
      .from(worksUploads)
      .where(and(inArray(worksUploads.fileKey, unique), eq(worksUploads.userId, ctx.scope.userId)));
    if (pending.length !== unique.length) throw new BusinessError(msg('worksUploadUnknown'));
    const moved = pending.filter((row) => row.tenantId !== hj.tenantId).reduce((sum, row) => sum + row.size, 0);
    if (moved > 0) {
      await lockNamed(tx, quotaLock(hj.tenantId));
      if ((await usedBytes(tx, hj.tenantId)) + moved > ctx.quotaBytes) throw quotaExceeded(ctx.quotaBytes);
    }
    const byKey = new Map(pending.map((row) => [row.fileKey, row]));
    const created = await tx
      .insert(works)
      .values(
        unique.map((key) => {
          const upload = byKey.get(key) as (typeof pending)[number];
          return worksValues(ctx, hj, upload.kind, {
            fileKey: upload.fileKey,
            thumbKey: upload.thumbKey,
            size: upload.size,
            width: upload.width,
            height: upload.height,
            duration: upload.duration,
            name: upload.name,
          });
        }),
      )
      .returning();
    await tx.delete(worksUploads).where(inArray(worksUploads.fileKey, unique));
    await appendToHj(
      tx,
      hj.id,
      created.map((row) => row.id),
    );
    return created.map((row) => toWorksRecord(ctx.apiBase, row, 0));
  });
}

/** GET /user/v1/clear and /user/v1/clearPath: drops the caller's pending uploads (all, or one path). */
export async function clearPending(ctx: WorksContext, path?: string): Promise<number> {
  const where = and(eq(worksUploads.userId, ctx.scope.userId), path ? eq(worksUploads.fileKey, path) : undefined);
  const dropped = await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(worksUploads).where(where);
    await lockFiles(
      tx,
      rows.flatMap((row) => [row.fileKey, row.thumbKey]),
    );
    await tx.delete(worksUploads).where(where);
    return rows;
  });
  await releaseFiles(
    ctx.db,
    ctx.storage,
    dropped.flatMap((row) => [row.fileKey, row.thumbKey]),
  );
  return dropped.length;
}
