import type { Readable } from 'node:stream';
import { DEMO_RECORD_SHEET_COLUMNS, type DemoRecordFields, demoRecordFields } from '@scenecast/contracts';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { type ImportOutcome, importSheets, type RowCheck } from '../../platform/spreadsheet/import.js';
import { type Cell, streamXlsx } from '../../platform/spreadsheet/xlsx-writer.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { demoRecords } from './schema.js';
import { type DemoQuery, demoColumns, demoConditions, SEX_TEXT } from './service.js';

const SHEET_NAME = '示例数据';
const EXPORT_BATCH = 1000;
const INSERT_CHUNK = 500;
const SEX_VALUE: Record<string, string> = { 男: '1', 女: '2', 1: '1', 2: '2' };

type SheetField = (typeof DEMO_RECORD_SHEET_COLUMNS)[number]['field'];

/** A sheet row through the same rules as the form; 性别 is read as 男/女 (or 1/2). */
function checkRow(values: Record<SheetField, string | null>): RowCheck<DemoRecordFields> {
  const sex = values.sex === null ? null : (SEX_VALUE[values.sex] ?? values.sex);
  const parsed = demoRecordFields.safeParse({ ...values, sex, content: null });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, reason: [...new Set(parsed.error.issues.map((issue) => issue.message))].join('；') };
}

/** Imports demo records from .xls/.xlsx files into the caller's tenant, all good rows in one transaction. */
export function importDemoRecords(
  db: Db,
  storage: FileStorage,
  scope: Scope,
  files: readonly Uint8Array[],
): Promise<ImportOutcome> {
  return importSheets({
    files,
    columns: DEMO_RECORD_SHEET_COLUMNS,
    checker: async () => checkRow,
    storage,
    name: SHEET_NAME,
    insert: (rows) =>
      db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
          await tx.insert(demoRecords).values(
            rows.slice(start, start + INSERT_CHUNK).map((row) => ({
              ...demoColumns(row),
              tenantId: scope.tenantId,
              createBy: scope.username,
            })),
          );
        }
      }),
  });
}

interface ExportRow {
  name: string;
  keyWord: string | null;
  sex: number | null;
  age: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  salary: string | null;
  orderNum: number;
  id: string;
  time: string;
}

/**
 * The rows of the list's filters (or of the selection, within the tenant), newest first, read in
 * batches by a (createTime, id) cursor so no batch re-reads the ones before it.
 */
async function* exportBatches(db: Db, where: SQL | undefined, batchSize: number): AsyncGenerator<Cell[][]> {
  let cursor: { time: string; id: string } | null = null;
  for (;;) {
    const rows: ExportRow[] = await db
      .select({
        name: demoRecords.name,
        keyWord: demoRecords.keyWord,
        sex: demoRecords.sex,
        age: demoRecords.age,
        birthday: demoRecords.birthday,
        email: demoRecords.email,
        phone: demoRecords.phone,
        salary: demoRecords.salary,
        orderNum: demoRecords.orderNum,
        id: demoRecords.id,
        // The exact stored timestamp (microseconds) as text: a JS Date would lose them and skip rows.
        time: sql<string>`${demoRecords.createTime}::text`,
      })
      .from(demoRecords)
      .where(
        and(
          where,
          cursor
            ? sql`(${demoRecords.createTime}, ${demoRecords.id}) < (${cursor.time}::timestamptz, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(demoRecords.createTime), desc(demoRecords.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.name,
      row.keyWord,
      row.sex === null ? null : (SEX_TEXT[row.sex] ?? null),
      row.age,
      row.birthday,
      row.email,
      row.phone,
      row.salary === null ? null : Number(row.salary),
      row.orderNum,
    ]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = { time: last.time, id: last.id };
  }
}

/** The export as a streamed .xlsx with the import's columns. */
export function exportDemoRecords(
  db: Db,
  scope: Scope,
  query: DemoQuery,
  dataRules: SQL | undefined,
  selections: string[],
  batchSize = EXPORT_BATCH,
): Readable {
  // Built before the stream starts, so a refused filter is an answer, not a broken download.
  const where = demoConditions(scope, query, dataRules, selections);
  return streamXlsx({
    sheetName: SHEET_NAME,
    header: DEMO_RECORD_SHEET_COLUMNS.map((column) => column.title),
    batches: exportBatches(db, where, batchSize),
  });
}
