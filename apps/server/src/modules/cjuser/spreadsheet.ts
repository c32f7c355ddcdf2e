import type { Readable } from 'node:stream';
import {
  CJUSER_GENDERS,
  CJUSER_SHEET_COLUMNS,
  CJUSER_SOURCES,
  type CjuserFields,
  type CjuserListQuery,
  cjuserFields,
  msg,
} from '@scenecast/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { type ImportOutcome, importSheets, type RowCheck } from '../../platform/spreadsheet/import.js';
import { type Cell, streamXlsx } from '../../platform/spreadsheet/xlsx-writer.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { requireShopAccess } from '../shop/access.js';
import { seesFullPhone, shownPhone } from './access.js';
import { cjCustomer } from './schema.js';
import { customerConditions } from './service.js';

const SHEET_NAME = '客户';
const EXPORT_BATCH = 1000;
const INSERT_CHUNK = 500;

type SheetField = (typeof CJUSER_SHEET_COLUMNS)[number]['field'];

/** A cell's text to a value key: 男 → 1, 转介绍 → referral; the stored value itself is accepted too. */
function valueKey(labels: Record<string, string>, text: string | null): string | null {
  if (text === null || text.trim() === '') return null;
  const trimmed = text.trim();
  return Object.entries(labels).find(([, label]) => label === trimmed)?.[0] ?? trimmed;
}

const splitTags = (text: string | null) =>
  (text ?? '')
    .split(/[,，;；、]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The row check of one import against the phone numbers the shop has now. */
async function rowChecker(db: Db, shopId: string) {
  const existing = await db.select({ phone: cjCustomer.phone }).from(cjCustomer).where(eq(cjCustomer.shopId, shopId));
  const known = new Set(existing.map((row) => row.phone));
  const seen = new Set<string>();
  return (values: Record<SheetField, string | null>): RowCheck<CjuserFields> => {
    const parsed = cjuserFields.safeParse({
      name: values.name ?? '',
      phone: values.phone ?? '',
      gender: valueKey(CJUSER_GENDERS, values.gender) ?? 0,
      birthday: values.birthday,
      source: valueKey(CJUSER_SOURCES, values.source),
      tags: splitTags(values.tags),
      remark: values.remark ?? '',
    });
    if (!parsed.success) {
      return { ok: false, reason: [...new Set(parsed.error.issues.map((issue) => issue.message))].join('；') };
    }
    if (known.has(parsed.data.phone)) return { ok: false, reason: msg('cjuserPhoneTaken') };
    if (seen.has(parsed.data.phone)) return { ok: false, reason: msg('cjuserPhoneRepeated') };
    seen.add(parsed.data.phone);
    return { ok: true, value: parsed.data };
  };
}

/**
 * Imports customers into one shop. Each row goes through the form's rules; a phone number the
 * shop already has, or one that appears twice in the files, is refused into the error file.
 */
export async function importCustomers(
  db: Db,
  storage: FileStorage,
  scope: Scope,
  shopId: string,
  files: readonly Uint8Array[],
): Promise<ImportOutcome> {
  await requireShopAccess(db, scope, shopId);
  return importSheets({
    files,
    columns: CJUSER_SHEET_COLUMNS,
    checker: () => rowChecker(db, shopId),
    storage,
    name: SHEET_NAME,
    insert: (rows) =>
      db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
          await tx
            .insert(cjCustomer)
            .values(
              rows
                .slice(start, start + INSERT_CHUNK)
                .map((row) => ({ ...row, tenantId: scope.tenantId, shopId, createBy: scope.username })),
            );
        }
      }),
  });
}

interface ExportRow {
  id: string;
  name: string;
  phone: string;
  gender: number;
  birthday: string | null;
  source: string | null;
  tags: string[];
  remark: string;
  time: string;
}

/** The export's rows in batches by a (createTime, id) cursor, newest first. */
async function* exportBatches(db: Db, where: SQL | undefined, fullPhone: boolean): AsyncGenerator<Cell[][]> {
  let cursor: { time: string; id: string } | null = null;
  for (;;) {
    const rows: ExportRow[] = await db
      .select({
        id: cjCustomer.id,
        name: cjCustomer.name,
        phone: cjCustomer.phone,
        gender: cjCustomer.gender,
        birthday: cjCustomer.birthday,
        source: cjCustomer.source,
        tags: cjCustomer.tags,
        remark: cjCustomer.remark,
        time: sql<string>`${cjCustomer.createTime}::text`,
      })
      .from(cjCustomer)
      .where(
        and(
          where,
          cursor
            ? sql`(${cjCustomer.createTime}, ${cjCustomer.id}) < (${cursor.time}::timestamptz, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(cjCustomer.createTime), desc(cjCustomer.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.name,
      shownPhone(row.phone, fullPhone),
      CJUSER_GENDERS[row.gender as keyof typeof CJUSER_GENDERS] ?? CJUSER_GENDERS[0],
      row.birthday,
      row.source ? (CJUSER_SOURCES[row.source as keyof typeof CJUSER_SOURCES] ?? row.source) : null,
      row.tags.join('，'),
      row.remark,
    ]);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    cursor = { time: last.time, id: last.id };
  }
}

/** The list's filters (or the selected ids) of one shop as a streamed .xlsx; phones masked without cjuser:phone. */
export async function exportCustomers(
  db: Db,
  scope: Scope,
  query: Omit<CjuserListQuery, 'pageNo' | 'pageSize'>,
  selections: string[],
): Promise<Readable> {
  await requireShopAccess(db, scope, query.shopId);
  const fullPhone = await seesFullPhone(scope);
  // Built before the stream starts, so a refused filter is an answer, not a broken download.
  const where = customerConditions(query, fullPhone, selections);
  return streamXlsx({
    sheetName: SHEET_NAME,
    header: CJUSER_SHEET_COLUMNS.map((column) => column.title),
    batches: exportBatches(db, where, fullPhone),
  });
}
