import { type DemoRecord, type DemoRecordFields, msg, type Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { sanitizeUserHtml } from '../../platform/html/sanitize.js';
import { BusinessError } from '../../platform/http/errors.js';
import { inputFilters, superQuery } from '../../platform/query/filters.js';
import { sortableColumn } from '../../platform/registry/index.js';
import { dataRuleFilter } from '../sys-permission/data-rules.js';
import { DEMO_QUERY_FIELDS, DEMO_SUPER_QUERY_FIELDS } from './fields.js';
import { demoRecordEntity } from './registry.js';
import { type DemoRecordRow, demoRecords } from './schema.js';

export const SEX_TEXT: Record<number, string> = { 1: '男', 2: '女' };

export function toDemoRecord(row: DemoRecordRow): DemoRecord {
  return {
    id: row.id,
    name: row.name,
    keyWord: row.keyWord,
    sex: row.sex === 1 || row.sex === 2 ? row.sex : null,
    sex_dictText: row.sex === null ? '' : (SEX_TEXT[row.sex] ?? ''),
    age: row.age,
    birthday: row.birthday,
    email: row.email,
    phone: row.phone,
    salary: row.salary,
    content: row.content,
    orderNum: row.orderNum,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  };
}

/** The list's filters: input filters of the allow-listed fields, the advanced query, the selection. */
export interface DemoQuery {
  superQueryParams?: string;
  superQueryMatchType?: string;
  [field: string]: unknown;
}

/**
 * The caller's tenant AND their data rules (`dataRuleFilter`) AND every filter of the query;
 * shared by the list and the export.
 */
export function demoConditions(
  scope: Scope,
  query: DemoQuery,
  dataRules: SQL | undefined,
  selections?: string[],
): SQL | undefined {
  return and(
    eq(demoRecords.tenantId, scope.tenantId),
    dataRules,
    ...inputFilters(DEMO_QUERY_FIELDS, query),
    superQuery(DEMO_SUPER_QUERY_FIELDS, query.superQueryParams, query.superQueryMatchType),
    selections && selections.length > 0 ? inArray(demoRecords.id, selections) : undefined,
  );
}

export async function listDemoRecords(db: Db, scope: Scope, query: PageQuery & DemoQuery): Promise<Page<DemoRecord>> {
  const where = demoConditions(scope, query, await dataRuleFilter(db, scope, demoRecordEntity.name));
  const column = sortableColumn(demoRecordEntity.name, query.column, demoRecords.createTime);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(demoRecords)
      .where(where)
      .orderBy(direction(column), direction(demoRecords.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(demoRecords).where(where),
  ]);
  return toPage(rows.map(toDemoRecord), total, query);
}

async function ownRecord(db: Db, scope: Scope, id: string): Promise<DemoRecordRow> {
  const [row] = await db
    .select()
    .from(demoRecords)
    .where(and(eq(demoRecords.id, id), eq(demoRecords.tenantId, scope.tenantId)))
    .limit(1);
  if (!row) throw new BusinessError(msg('demoRecordNotFound'));
  return row;
}

export async function demoRecordById(db: Db, scope: Scope, id: string): Promise<DemoRecord> {
  return toDemoRecord(await ownRecord(db, scope, id));
}

/** The stored columns of checked fields: the HTML is sanitised here, before it is ever stored. */
export function demoColumns(fields: DemoRecordFields) {
  return {
    name: fields.name,
    keyWord: fields.keyWord,
    sex: fields.sex,
    age: fields.age,
    birthday: fields.birthday,
    email: fields.email,
    phone: fields.phone,
    salary: fields.salary,
    content: fields.content === null ? null : sanitizeUserHtml(fields.content),
    orderNum: fields.orderNum,
  };
}

export async function addDemoRecord(db: Db, scope: Scope, fields: DemoRecordFields): Promise<DemoRecord> {
  const [row] = await db
    .insert(demoRecords)
    .values({ ...demoColumns(fields), tenantId: scope.tenantId, createBy: scope.username })
    .returning();
  return toDemoRecord(row);
}

export async function editDemoRecord(
  db: Db,
  scope: Scope,
  input: DemoRecordFields & { id: string },
): Promise<DemoRecord> {
  await ownRecord(db, scope, input.id);
  const [row] = await db
    .update(demoRecords)
    .set(demoColumns(input))
    .where(and(eq(demoRecords.id, input.id), eq(demoRecords.tenantId, scope.tenantId)))
    .returning();
  return toDemoRecord(row);
}

/** Deletes those of `ids` in the caller's tenant; another tenant's ids are left alone. Answers how many went. */
export async function deleteDemoRecords(db: Db, scope: Scope, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(demoRecords)
    .where(and(inArray(demoRecords.id, ids), eq(demoRecords.tenantId, scope.tenantId)))
    .returning({ id: demoRecords.id });
  return removed.length;
}

/**
 * The editable table's commit in one transaction: rows with a known id of the tenant are updated,
 * the others (no id, or the table's temporary one) inserted; deletedIds removed. A known id of
 * another tenant is never touched: it is inserted as a new row of the caller's.
 */
export async function saveDemoBatch(
  db: Db,
  scope: Scope,
  input: { records: (DemoRecordFields & { id?: string })[]; deletedIds: string[] },
): Promise<{ saved: number }> {
  return db.transaction(async (tx) => {
    await deleteDemoRecords(tx, scope, input.deletedIds);
    const ids = input.records.map((record) => record.id).filter((id): id is string => !!id);
    const own = new Set(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: demoRecords.id })
              .from(demoRecords)
              .where(and(inArray(demoRecords.id, ids), eq(demoRecords.tenantId, scope.tenantId)))
          ).map((row) => row.id),
    );
    const inserts = input.records.filter((record) => !record.id || !own.has(record.id));
    for (const record of input.records) {
      if (!record.id || !own.has(record.id)) continue;
      await tx
        .update(demoRecords)
        .set(demoColumns(record))
        .where(and(eq(demoRecords.id, record.id), eq(demoRecords.tenantId, scope.tenantId)));
    }
    if (inserts.length > 0) {
      await tx
        .insert(demoRecords)
        .values(
          inserts.map((record) => ({ ...demoColumns(record), tenantId: scope.tenantId, createBy: scope.username })),
        );
    }
    return { saved: input.records.length };
  });
}
