import {
  AUDIT_ACTIONS,
  LOG_TYPES,
  type LoginLogRow,
  type OnlineSessionRow,
  type OperationLogRow,
  type Page,
} from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getResult, postResult } from '../../framework/http';

export { AUDIT_ACTIONS };

export interface LogParams {
  pageNo: number;
  pageSize: number;
  username?: string;
  action?: string;
  createTime_begin?: string;
  createTime_end?: string;
}

export interface OnlineParams {
  pageNo: number;
  pageSize: number;
  username?: string;
}

export const auditKeys = {
  operations: (params: LogParams) => ['operationLog', params],
  logins: (params: LogParams) => ['loginLog', params],
  online: ['online'] as const,
};

export const useOperationLog = (params: LogParams) =>
  useQuery({
    queryKey: auditKeys.operations(params),
    queryFn: () => getResult<Page<OperationLogRow>>('/sys/log/list', { ...params, logType: LOG_TYPES.operation }),
    placeholderData: keepPreviousData,
  });

export const useLoginLog = (params: LogParams) =>
  useQuery({
    queryKey: auditKeys.logins(params),
    queryFn: () => getResult<Page<LoginLogRow>>('/sys/log/list', { ...params, logType: LOG_TYPES.login }),
    placeholderData: keepPreviousData,
  });

export const useOnlineSessions = (params: OnlineParams) =>
  useQuery({
    queryKey: [...auditKeys.online, params],
    queryFn: () => getResult<Page<OnlineSessionRow>>('/sys/online/list', { ...params }),
    placeholderData: keepPreviousData,
  });

export const forceLogout = (username: string) => postResult<null>('/sys/online/forceLogout', { username });

/** One line of the before/after diff: a field, its two values as text, and whether it changed. */
export interface DiffLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

function asText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return value === null || value === undefined ? {} : { value };
}

/** The fields of the record before and after a write, changed ones first. */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  const left = asRecord(before);
  const right = asRecord(after);
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const lines = fields.map((field) => {
    const was = asText(left[field]);
    const now = asText(right[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return [...lines.filter((line) => line.changed), ...lines.filter((line) => !line.changed)];
}
