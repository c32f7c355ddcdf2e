import type { ReportColumnsAnswer, ReportQueryItem } from '@scenecast/contracts';
import { getResult } from '../http';

export type ReportRow = Record<string, unknown>;

const BASE = '/online/cgreport/api';

/** Columns are read once per group id (several popups of one form share them), framework §7. */
const columnsByGroup = new Map<string, Promise<ReportColumnsAnswer>>();

export function loadReportColumns(code: string, groupId?: string): Promise<ReportColumnsAnswer> {
  const key = `${groupId ?? ''}\u0000${code}`;
  const cached = columnsByGroup.get(key);
  if (cached && groupId) return cached;
  const loading = getResult<ReportColumnsAnswer>(`${BASE}/getRpColumns/${encodeURIComponent(code)}`);
  if (groupId) {
    columnsByGroup.set(key, loading);
    loading.catch(() => columnsByGroup.delete(key));
  }
  return loading;
}

export const loadReportQueryInfo = (configId: string) =>
  getResult<ReportQueryItem[]>(`${BASE}/getQueryInfo/${encodeURIComponent(configId)}`);

export const loadReportData = (configId: string, params: Record<string, unknown>) =>
  getResult<{ records: ReportRow[]; total: number }>(`${BASE}/getData/${encodeURIComponent(configId)}`, params);
