import { createRequire } from 'node:module';
import {
  SHEET_MAX_CELLS,
  SHEET_MAX_COLUMNS,
  SHEET_MAX_ROWS,
  SHEET_READ_MEMORY_MB,
  SHEET_READ_SECONDS,
} from '@scenecast/contracts';
import { FairWorkQueue } from '../auth/work-queue.js';
import { callWithinBounds } from '../threads/bounded-call.js';
import type { SheetRefusal } from './sheet-refusals.js';
import type { ZipEntry } from './zip-directory.js';

/**
 * The thread's program. Each part of an .xlsx is first inflated by zlib with its declared size as
 * the most it may give (the library's own inflate stops at nothing, and the zip's sizes are the
 * sender's word). The first sheet's lines are counted in its XML (the library, told to stop at a
 * line, still walks every line after it: a million of them take seconds). Then the library reads
 * the first sheet only, no more than one line past the row limit; the grid of values is counted
 * as it is built (columns up to the last value, cells with a value), so a sheet over a limit is
 * refused before it is sent back. Made on the first read, not at import.
 */
let threadSource: string | undefined;
const threadProgram = () =>
  (threadSource ??= `
const { parentPort } = require('node:worker_threads');
const { inflateRawSync } = require('node:zlib');
const xlsx = require(${JSON.stringify(createRequire(import.meta.url).resolve('@e965/xlsx'))});
function inflated(bytes, entry) {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) return data;
  try {
    const out = inflateRawSync(data, { maxOutputLength: Math.max(entry.inflatedSize, 1) });
    return out.length === entry.inflatedSize ? out : null;
  } catch {
    return null;
  }
}
// The first sheet's part, as the workbook and its relationships name it (the paths every writer uses).
function firstSheetPart(parts) {
  const book = (parts.get('xl/workbook.xml') || '').toString();
  const rels = (parts.get('xl/_rels/workbook.xml.rels') || '').toString();
  const id = /<(?:\\w+:)?sheet\\b[^>]*?\\br:id="([^"]+)"/.exec(book);
  if (!id) return undefined;
  const rel = [...rels.matchAll(/<(?:\\w+:)?Relationship\\b[^>]*>/g)].find((tag) => tag[0].includes('Id="' + id[1] + '"'));
  const target = rel && /Target="([^"]+)"/.exec(rel[0]);
  if (!target) return undefined;
  return parts.get(target[1].startsWith('/') ? target[1].slice(1) : 'xl/' + target[1]);
}
function hasMoreLines(xml, most) {
  const text = xml.toString('latin1');
  const line = /<(?:\\w+:)?row[\\s>/]/g;
  for (let lines = 0; line.exec(text); ) if (++lines > most) return true;
  return false;
}
function read(bytes, entries, limits) {
  const parts = new Map();
  for (const entry of entries) {
    const data = inflated(bytes, entry);
    if (!data) return { refused: 'unreadable' };
    parts.set(entry.name, data);
  }
  const sheetXml = firstSheetPart(parts);
  if (sheetXml && hasMoreLines(sheetXml, limits.rows + 1)) return { refused: 'rows' };
  parts.clear();
  const options = { type: 'buffer', dense: true, cellDates: true, cellText: false, cellHTML: false,
    cellFormula: false, cellNF: false, sheets: 0, sheetRows: limits.rows + 2 };
  const book = xlsx.read(bytes, options);
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return { refused: 'unreadable' };
  if (!sheet['!ref']) return { grid: [] };
  const start = xlsx.utils.decode_range(sheet['!ref']).s;
  const data = sheet['!data'] || [];
  const grid = [];
  let columns = 0;
  let cells = 0;
  for (let r = start.r; r < data.length; r++) {
    const values = [];
    (data[r] || []).forEach((cell, c) => {
      if (c < start.c || !cell || cell.v === undefined || cell.v === null) return;
      values[c - start.c] = cell.v;
      cells += 1;
      columns = Math.max(columns, c - start.c + 1);
    });
    if (columns > limits.columns) return { refused: 'columns' };
    if (cells > limits.cells) return { refused: 'cells' };
    grid.push(values);
  }
  while (grid.length > 0 && grid[grid.length - 1].length === 0) grid.pop();
  if (grid.length > limits.rows + 1) return { refused: 'rows' };
  return { grid };
}
parentPort.on('message', ({ id, bytes, entries, limits }) => {
  let value;
  try {
    value = read(bytes, entries, limits);
  } catch {
    value = { refused: 'unreadable' };
  }
  parentPort.postMessage({ id, value });
});`);

/** A sheet's cell values by line and column (holes for empty cells), or why it was refused. */
export type ThreadRead = { grid: unknown[][] } | { refused: SheetRefusal };

/** One sheet read at a time: a read takes a core, and the other one is the server's. */
const reads = new FairWorkQueue({ concurrency: 1, maxWaitMs: 3 * SHEET_READ_SECONDS * 1000, initialJobMs: 1000 });

/**
 * Reads the first sheet of a checked spreadsheet on a thread of its own, stopped at
 * SHEET_READ_SECONDS and SHEET_READ_MEMORY_MB. `entries`: the .xlsx's zip parts (none for an .xls).
 * A queue too long to wait in throws QueueFullError.
 */
export async function readOnThread(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<ThreadRead> {
  const limits = { rows: SHEET_MAX_ROWS, columns: SHEET_MAX_COLUMNS, cells: SHEET_MAX_CELLS };
  const answer = await reads.run(() =>
    callWithinBounds<ThreadRead>(
      threadProgram(),
      { bytes, entries, limits },
      { deadlineMs: SHEET_READ_SECONDS * 1000, memoryMb: SHEET_READ_MEMORY_MB },
    ),
  );
  if (answer.ok) return answer.value;
  return { refused: answer.stopped === 'deadline' ? 'time' : 'memory' };
}
