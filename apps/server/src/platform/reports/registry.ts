import { type DictItem, msg } from '@scenecast/contracts';
import type { Scope } from '../auth/scope.js';
import type { Db } from '../db/database.js';
import { BusinessError } from '../http/errors.js';

/** A report column: `dict` names an entry of the report's dictOptions that renders its values. */
export interface ReportColumn {
  dataIndex: string;
  title: string;
  dict?: string;
  sortable?: boolean;
}

/** A query field of the report's search form. Values are parsed to `type` before the loader sees them. */
export interface ReportQueryField {
  field: string;
  label: string;
  type: 'string' | 'number' | 'date';
  dict?: string;
}

/** What a loader receives: every value checked and typed, never a name that is not the report's own. */
export interface ReportParams {
  /** The required `self_` parameters, by name without the prefix (`self_shopId` → `shopId`). */
  self: Record<string, string>;
  /** The query fields the caller filled, typed. */
  filters: Record<string, string | number>;
  /** A sortable column of the report, or null for the report's own order. */
  sort: { column: string; order: 'asc' | 'desc' } | null;
  pageNo: number;
  pageSize: number;
}

export interface ReportRows {
  records: Record<string, unknown>[];
  total: number;
}

/**
 * An online report, defined in code by the module owning its data: a named, parameterised,
 * tenant-scoped query. No SQL ever comes from a user; the loader checks the caller's access to
 * what the self_ parameters name (e.g. the shop), as the module's own calls do.
 */
export interface ReportDefinition {
  code: string;
  name: string;
  columns: ReportColumn[];
  queryFields: ReportQueryField[];
  /** Names of the `self_` parameters the report needs (without the prefix). */
  selfParams: string[];
  dictOptions: Record<string, DictItem[]>;
  load(db: Db, scope: Scope, params: ReportParams): Promise<ReportRows>;
}

const reports = new Map<string, ReportDefinition>();

/** Adds a report. Registering the same definition again is a no-op; another under a taken code throws. */
export function registerReport(definition: ReportDefinition): void {
  const known = reports.get(definition.code);
  if (known === definition) return;
  if (known) throw new Error(`report ${definition.code} is already registered`);
  reports.set(definition.code, definition);
}

/** The report of a code a client sent, or 报表不存在. */
export function reportOf(code: string): ReportDefinition {
  const report = reports.get(code);
  if (!report) throw new BusinessError(msg('reportNotFound', 'zh', code.slice(0, 64)));
  return report;
}
