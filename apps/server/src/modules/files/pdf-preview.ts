import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { isSafeKey } from '../../platform/storage/index.js';
import { uploadedFiles } from './schema.js';

const STATIC_PATH = '/sys/common/static/';

/** The stored key a client names: the key itself, or any URL of it under /sys/common/static/. */
function keyOf(url: string): string | null {
  let path = url.trim().split(/[?#]/)[0];
  const at = path.indexOf(STATIC_PATH);
  if (at >= 0) path = path.slice(at + STATIC_PATH.length);
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  return isSafeKey(path) ? path : null;
}

/**
 * The key of a PDF the caller may read: one uploaded in the tenant they act in. Anything else — a
 * malformed or climbing path, another tenant's file, not a PDF, nothing there — is the same 403,
 * so the answer tells nothing about other tenants' files.
 */
export async function readablePdfKey(db: Db, scope: Scope, url: string): Promise<string> {
  const key = keyOf(url);
  if (!key) throw forbidden();
  const [file] = await db
    .select({ contentType: uploadedFiles.contentType })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.fileKey, key), eq(uploadedFiles.tenantId, scope.tenantId)))
    .limit(1);
  if (file?.contentType !== 'application/pdf') throw forbidden();
  return key;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The preview page: the browser's own PDF viewer, full size, and nothing that runs. */
export function pdfPreviewPage(fileUrl: string): string {
  const src = escapeHtml(fileUrl);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>PDF预览</title>
<style>html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body><iframe src="${src}" title="PDF"></iframe></body>
</html>`;
}

/** No scripts, no other origins: the page only frames the file from this server. */
export const PDF_PREVIEW_CSP = "default-src 'none'; frame-src 'self'; object-src 'self'; style-src 'unsafe-inline'";
