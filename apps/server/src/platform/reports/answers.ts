import { msg, type Page, type ReportColumnsAnswer, type ReportQueryItem } from '@scenecast/contracts';
import type { Scope } from '../auth/scope.js';
import type { Db } from '../db/database.js';
import { toPage } from '../db/pagination.js';
import { BusinessError, HttpError } from '../http/errors.js';
import { type ReportDefinition, type ReportParams, reportOf } from './registry.js';

/** Definitions never change at run time, so their answers are built once per report. */
const columnsCache = new Map<ReportDefinition, ReportColumnsAnswer>();
const queryCache = new Map<ReportDefinition, ReportQueryItem[]>();

/** GET getRpColumns/{code}: the columns, their dictionary renderers and those dictionaries' options. */
export function reportColumns(code: string): ReportColumnsAnswer {
  const report = reportOf(code);
  let answer = columnsCache.get(report);
  if (!answer) {
    answer = {
      cgRpConfigId: report.code,
      cgRpConfigName: report.name,
      columns: report.columns.map((column) => ({
        dataIndex: column.dataIndex,
        title: column.title,
        ...(column.dict ? { customRender: column.dict } : {}),
        ...(column.sortable ? { sorter: true } : {}),
      })),
      dictOptions: report.dictOptions,
    };
    columnsCache.set(report, answer);
  }
  return answer;
}

/** GET getQueryInfo/{configId}: the search form's fields; the self_ parameters come hidden. */
export function reportQueryInfo(code: string): ReportQueryItem[] {
  const report = reportOf(code);
  let answer = queryCache.get(report);
  if (!answer) {
    answer = [
      ...report.queryFields.map((field) => ({
        field: field.field,
        label: field.label,
        mode: 'single' as const,
        type: field.type,
        ...(field.dict ? { dictCode: field.dict } : {}),
      })),
      ...report.selfParams.map((name) => ({
        field: `self_${name}`,
        label: name,
        mode: 'single' as const,
        type: 'string' as const,
        hidden: '1' as const,
      })),
    ];
    queryCache.set(report, answer);
  }
  return answer;
}

const badValue = (field: string) => new HttpError(400, msg('queryValueInvalid', 'zh', field));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The request's parameters checked against the report: required self_ present, values typed. */
function reportParams(report: ReportDefinition, query: Record<string, unknown>): ReportParams {
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const self: Record<string, string> = {};
  for (const name of report.selfParams) {
    const value = text(`self_${name}`);
    if (value === undefined) throw new BusinessError(msg('reportParamRequired', 'zh', `self_${name}`));
    self[name] = value;
  }
  const filters: Record<string, string | number> = {};
  for (const field of report.queryFields) {
    const value = text(field.field);
    if (value === undefined) continue;
    if (field.type === 'number') {
      if (!/^-?\d{1,15}(\.\d{1,6})?$/.test(value)) throw badValue(field.field);
      filters[field.field] = Number(value);
    } else if (field.type === 'date') {
      if (!DATE.test(value)) throw badValue(field.field);
      filters[field.field] = value;
    } else {
      filters[field.field] = value.slice(0, 200);
    }
  }
  const column = text('column');
  const sortable = report.columns.find((c) => c.sortable && c.dataIndex === column);
  const pageNo = Number(text('pageNo') ?? 1);
  const pageSize = Number(text('pageSize') ?? 10);
  if (!Number.isInteger(pageNo) || pageNo < 1) throw badValue('pageNo');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) throw badValue('pageSize');
  return {
    self,
    filters,
    sort: sortable ? { column: sortable.dataIndex, order: text('order') === 'asc' ? 'asc' : 'desc' } : null,
    pageNo,
    pageSize,
  };
}

/** GET getData/{configId}: one page of the report's rows for the caller. */
export async function reportData(
  db: Db,
  scope: Scope,
  code: string,
  query: Record<string, unknown>,
): Promise<Page<Record<string, unknown>>> {
  const report = reportOf(code);
  const params = reportParams(report, query);
  const { records, total } = await report.load(db, scope, params);
  return toPage(records, total, params);
}
