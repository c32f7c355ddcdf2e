import type * as Xlsx from '@e965/xlsx';
import { msg } from '@scenecast/contracts';
import { QueueFullError } from '../auth/work-queue.js';
import { BusinessError } from '../http/errors.js';
import { onFirstUse, requirePackage } from '../packages/on-first-use.js';
import { precheckSheet } from './sheet-precheck.js';
import { refuseSheet } from './sheet-refusals.js';
import { readOnThread, type ThreadRead } from './sheet-thread.js';

const xlsx = onFirstUse(() => requirePackage('@e965/xlsx') as typeof Xlsx);

/** A column of a sheet: the title its header cell carries and the field it fills. */
export interface SheetColumn<F extends string = string> {
  title: string;
  field: F;
}

/** A data row: its line number in the sheet (1-based, as the spreadsheet shows it) and its values by field. */
export interface SheetRow<F extends string = string> {
  line: number;
  values: Record<F, string | null>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Cell values as the rules read them: text, numbers without float noise, dates as YYYY-MM-DD. */
function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(10)));
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The first sheet's grid: its bytes checked here, then read on a thread within the limits. */
async function readGrid(bytes: Uint8Array): Promise<unknown[][]> {
  const checked = precheckSheet(bytes);
  let read: ThreadRead;
  try {
    read = await readOnThread(bytes, checked.type === 'xlsx' ? checked.entries : []);
  } catch (error) {
    if (error instanceof QueueFullError) throw new BusinessError(msg('serverBusy'));
    throw error;
  }
  if ('refused' in read) throw refuseSheet(read.refused);
  return read.grid;
}

/**
 * The first sheet's rows, the header row mapped by column title (any order; unknown columns
 * ignored). An unreadable file, one over a limit, or one without a column, is refused whole.
 */
export async function readSheetRows<F extends string>(
  bytes: Uint8Array,
  columns: readonly SheetColumn<F>[],
): Promise<SheetRow<F>[]> {
  const grid = await readGrid(bytes);
  const header = Array.from(grid[0] ?? [], (cell) => cellText(cell));
  const positions = columns.map((column) => {
    const index = header.indexOf(column.title);
    if (index < 0) throw new BusinessError(msg('importFailed', 'zh', msg('importMissingColumn', 'zh', column.title)));
    return index;
  });
  const rows: SheetRow<F>[] = [];
  for (let r = 1; r < grid.length; r++) {
    const cells = grid[r] ?? [];
    const values = {} as Record<F, string | null>;
    columns.forEach((column, i) => {
      values[column.field] = cellText(cells[positions[i]]);
    });
    if (Object.values(values).every((value) => value === null)) continue;
    rows.push({ line: r + 1, values });
  }
  return rows;
}

/** A small workbook held in memory (the error file of an import: only the refused rows). */
export function writeWorkbook(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): Buffer {
  const { utils, write } = xlsx();
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([[...header], ...rows.map((row) => [...row])]), sheetName);
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
