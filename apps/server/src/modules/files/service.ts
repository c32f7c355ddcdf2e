import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { msg } from '@scenecast/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/http/errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { sniffType } from '../../platform/storage/sniff.js';
import type { SpooledFile } from '../../platform/storage/spool.js';
import { DEFAULT_UPLOAD_FOLDER, uploadFolder } from './folders.js';
import { uploadedFiles } from './schema.js';

const MB = 1024 * 1024;
const badUpload = (message: string) => new HttpError(400, message);

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

/** A fresh stored name: folder, day, 128 random bits, the sniffed extension. Nothing from the client. */
export function newStorageKey(biz: string, extension: string): string {
  return `${biz}/${today()}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * POST /sys/common/upload once the file has arrived: checks the folder, the type from the bytes and
 * the folder's size limit, then stores it under a random name, records who stored it, and answers
 * that key.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  scope: Pick<Scope, 'tenantId' | 'userId'>,
  input: { biz: string | undefined; file: SpooledFile | null; truncated: boolean },
): Promise<string> {
  const biz = input.biz === undefined || input.biz === '' ? DEFAULT_UPLOAD_FOLDER : input.biz;
  const folder = uploadFolder(biz);
  if (!folder) throw badUpload(msg('uploadBizInvalid'));
  const { file } = input;
  if (!file || (file.size === 0 && !input.truncated)) throw badUpload(msg('uploadFileMissing'));
  const imagesOnly = folder.kinds.length === 1 && folder.kinds[0] === 'image';
  const type = sniffType(file.head);
  if (!type || !folder.kinds.includes(type.kind)) {
    throw badUpload(msg(imagesOnly ? 'uploadImageOnly' : 'uploadTypeNotAllowed'));
  }
  if (input.truncated || file.size > folder.maxBytes) {
    const limitMb = Math.round(folder.maxBytes / MB);
    throw badUpload(msg(imagesOnly ? 'imageTooLarge' : 'fileTooLarge', 'zh', limitMb));
  }
  const key = newStorageKey(biz, type.extension);
  await storage.put(key, createReadStream(file.path), { contentType: type.contentType, size: file.size });
  await db.insert(uploadedFiles).values({
    fileKey: key,
    tenantId: scope.tenantId,
    userId: scope.userId,
    contentType: type.contentType,
    size: file.size,
  });
  return key;
}

/**
 * Whether every key names a file uploaded in `tenantId` into `biz`: how a module accepts paths of
 * uploads (their type was checked from the bytes when they were stored).
 */
export async function areTenantImages(db: Db, tenantId: number, biz: string, keys: string[]): Promise<boolean> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return true;
  if (unique.some((key) => !key.startsWith(`${biz}/`))) return false;
  const found = await db
    .select({ key: uploadedFiles.fileKey })
    .from(uploadedFiles)
    .where(
      and(
        inArray(uploadedFiles.fileKey, unique),
        eq(uploadedFiles.tenantId, tenantId),
        like(uploadedFiles.contentType, 'image/%'),
      ),
    );
  return found.length === unique.length;
}
