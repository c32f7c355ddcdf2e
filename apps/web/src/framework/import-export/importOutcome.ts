import { CODE_PARTIAL_IMPORT, type Envelope, type Lang, msg } from '@scenecast/contracts';

/** What the import answered when some rows were refused (code 201). */
export interface PartialImportResult {
  msg: string;
  fileUrl: string;
  fileName: string;
}

export type ImportOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'partial'; message: string; detail: string; fileUrl: string; fileName: string }
  | { kind: 'failure'; message: string };

/** Spreadsheets only (framework §5): .xls and .xlsx. */
export const IMPORT_ACCEPT = '.xls,.xlsx';

export function isSpreadsheet(fileName: string): boolean {
  return /\.(xls|xlsx)$/i.test(fileName);
}

function partialResult(result: unknown): PartialImportResult | null {
  if (typeof result !== 'object' || result === null) return null;
  const { msg: detail, fileUrl, fileName } = result as Record<string, unknown>;
  return typeof fileUrl === 'string' ? { msg: String(detail ?? ''), fileUrl, fileName: String(fileName ?? '') } : null;
}

/**
 * The three outcomes of an import (framework §4, §8): success; code 201, imported with erroneous
 * rows and a file listing them; or failure, named by the files and the server's message, or
 * 文件上传失败 when the server gave none.
 */
export function importOutcome(body: Envelope<unknown>, fileNames: string[], lang: Lang): ImportOutcome {
  const partial = body.code === CODE_PARTIAL_IMPORT ? partialResult(body.result) : null;
  if (body.success && partial) {
    return {
      kind: 'partial',
      message: body.message || msg('importWithErrors', lang),
      detail: partial.msg,
      fileUrl: partial.fileUrl,
      fileName: partial.fileName,
    };
  }
  if (body.success) return { kind: 'success', message: body.message };
  return failureOutcome(fileNames, body.message, lang);
}

export function failureOutcome(fileNames: string[], serverMessage: string | undefined, lang: Lang): ImportOutcome {
  const names = fileNames.join('、');
  return { kind: 'failure', message: serverMessage ? `${names} ${serverMessage}` : msg('uploadFileFailed', lang) };
}
