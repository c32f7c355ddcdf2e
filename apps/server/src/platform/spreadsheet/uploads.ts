import { CODE_PARTIAL_IMPORT, type Envelope, msg, SHEET_MAX_FILES, SHEET_MAX_MB } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.js';
import { BusinessError, HttpError } from '../http/errors.js';
import type { ImportOutcome } from './import.js';
import { refuseSheet } from './sheet-refusals.js';

const MB = 1024 * 1024;
const SHEET_MAX_BYTES = SHEET_MAX_MB * MB;

/**
 * Reads every `file` part of an import request into memory (a spreadsheet is parsed whole
 * anyway), at most SHEET_MAX_FILES files of SHEET_MAX_BYTES each. Over the limit: success false,
 * so nothing is imported.
 */
export async function readUploadedSheets(request: FastifyRequest): Promise<Uint8Array[]> {
  const files: Uint8Array[] = [];
  let tooLarge = false;
  const options = {
    limits: { fileSize: SHEET_MAX_BYTES, files: SHEET_MAX_FILES + 1 },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0];
  for await (const part of request.parts(options)) {
    if (part.type !== 'file') continue;
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) tooLarge = true;
    else files.push(Buffer.concat(chunks));
  }
  if (tooLarge) throw refuseSheet('compressed');
  if (files.length > SHEET_MAX_FILES) {
    throw new BusinessError(msg('importFailed', 'zh', msg('importTooMany', 'zh', SHEET_MAX_FILES)));
  }
  if (files.length === 0) throw new HttpError(400, msg('uploadFileMissing'));
  return files;
}

/**
 * An import's answer: code 200 文件导入成功！数据行数：N, or with refused rows code 201 (success
 * true) and {msg, fileUrl, fileName}, the error file served under the API's static files.
 */
export function importAnswer(outcome: ImportOutcome, apiBase: string): Envelope<unknown> {
  if (!outcome.errorFile) return ok(null, msg('importSuccess', 'zh', outcome.imported));
  return {
    success: true,
    code: CODE_PARTIAL_IMPORT,
    message: msg('importWithErrors'),
    result: {
      msg: [
        msg('importSummary', 'zh', outcome.imported + outcome.failed),
        msg('importSummaryImported', 'zh', outcome.imported),
        msg('importSummaryFailed', 'zh', outcome.failed),
      ].join('，'),
      fileUrl: `${apiBase}/sys/common/static/${outcome.errorFile.key}`,
      fileName: outcome.errorFile.fileName,
    },
    timestamp: Date.now(),
  };
}
