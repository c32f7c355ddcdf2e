import type { DemoRecord, DemoRecordFields } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import type { QueryField } from '../../framework/advanced-query/superQuery';
import { getResult, postResult, putResult } from '../../framework/http';
import type { ListUrls } from '../../framework/import-export/listUrls';

const BASE = '/demo/record';

/** The demo records' generic list calls. */
export const RECORD_URLS = {
  list: `${BASE}/list`,
  delete: `${BASE}/delete`,
  deleteBatch: `${BASE}/deleteBatch`,
  exportXls: `${BASE}/exportXls`,
  importExcel: `${BASE}/importExcel`,
} as const satisfies ListUrls;

/** The demo records' fields offered to the advanced query (labels are the spreadsheet's titles). */
export const RECORD_QUERY_FIELDS: QueryField[] = [
  { field: 'name', label: '姓名', type: 'string' },
  { field: 'keyWord', label: '关键词', type: 'string' },
  { field: 'sex', label: '性别', type: 'number', dictCode: 'sex' },
  { field: 'age', label: '年龄', type: 'number' },
  { field: 'birthday', label: '生日', type: 'date' },
  { field: 'email', label: '邮箱', type: 'string' },
  { field: 'phone', label: '手机号', type: 'string' },
  { field: 'salary', label: '薪资', type: 'number' },
];

export const recordKeys = {
  all: ['demo-record'] as const,
  detail: (id: string) => ['demo-record', id] as const,
};

export const useRecord = (id: string | null) =>
  useQuery({
    queryKey: recordKeys.detail(id ?? ''),
    queryFn: () => getResult<DemoRecord>(`${BASE}/queryById`, { id }),
    enabled: Boolean(id),
    // Read afresh each time it opens: someone else may have changed it since.
    staleTime: 0,
  });

export type RecordInput = Omit<DemoRecordFields, 'sex'> & { sex: 1 | 2 | null };

export const saveRecord = (id: string | null, input: RecordInput) =>
  id ? putResult<unknown>(`${BASE}/edit`, { ...input, id }) : postResult<unknown>(`${BASE}/add`, input);
