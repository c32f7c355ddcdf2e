import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { msg } from '@scenecast/contracts';
import { isUniqueViolation } from '../db/unique-violation.js';
import { BusinessError } from '../http/errors.js';
import type { FileStorage } from '../storage/index.js';
import { readSheetRows, type SheetColumn, type SheetRow, writeWorkbook } from './reader.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One row checked by the module's rules: the value to insert, or the reason shown in the error file. */
export type RowCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface ImportOutcome {
  imported: number;
  failed: number;
  /** The stored .xlsx of the refused rows with a 错误原因 column, when some were refused. */
  errorFile: { key: string; fileName: string } | null;
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

type RowChecker<F extends string, T> = (values: Record<F, string | null>) => RowCheck<T>;

interface SheetImport<F extends string, T> {
  files: readonly Uint8Array[];
  columns: readonly SheetColumn<F>[];
  /** Reads what rows are checked against (the keys the shop has) and answers the row check. */
  checker: () => Promise<RowChecker<F, T>>;
  insert: (rows: T[]) => Promise<void>;
  storage: FileStorage;
  /** The error file's name, before the date. */
  name: string;
}

/** Checks and inserts of one import before it gives up on keys other saves keep taking under it. */
const IMPORT_ATTEMPTS = 3;

/**
 * Imports spreadsheets: every file is read first (one unreadable file refuses them all, nothing
 * written), each row is checked by the row check `checker` reads, the good rows of all files go to
 * `insert` (which runs them in one transaction) and the refused rows are stored as an error
 * workbook. A save committing one of the rows' unique keys (a 货号, a phone) after the checker read
 * them makes the insert clash: the rows are checked again against what is there now, so the raced
 * row lands in the error file with its reason, not in a server error.
 */
export async function importSheets<F extends string, T>(input: SheetImport<F, T>): Promise<ImportOutcome> {
  const sheets: SheetRow<F>[][] = [];
  for (const bytes of input.files) sheets.push(await readSheetRows(bytes, input.columns));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await checkAndInsert(input, sheets, await input.checker());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === IMPORT_ATTEMPTS) throw new BusinessError(msg('serverBusy'));
    }
  }
}

async function checkAndInsert<F extends string, T>(
  input: SheetImport<F, T>,
  sheets: SheetRow<F>[][],
  check: RowChecker<F, T>,
): Promise<ImportOutcome> {
  const good: T[] = [];
  const bad: (string | null)[][] = [];
  for (const rows of sheets) {
    for (const row of rows) {
      const checked = check(row.values);
      if (checked.ok) good.push(checked.value);
      else bad.push([...input.columns.map((column) => row.values[column.field]), `第${row.line}行：${checked.reason}`]);
    }
  }
  if (good.length === 0 && bad.length === 0) throw new BusinessError(msg('importFailed', 'zh', msg('importNoRows')));
  if (good.length > 0) await input.insert(good);
  if (bad.length === 0) return { imported: good.length, failed: 0, errorFile: null };
  const header = [...input.columns.map((column) => column.title), msg('importErrorColumn')];
  const bytes = writeWorkbook(input.name, header, bad);
  const key = `import-errors/${today()}/${randomBytes(16).toString('hex')}.xlsx`;
  await input.storage.put(key, Readable.from([bytes]), { contentType: XLSX_CONTENT_TYPE, size: bytes.length });
  return {
    imported: good.length,
    failed: bad.length,
    errorFile: { key, fileName: `${input.name}_错误数据_${today()}.xlsx` },
  };
}
