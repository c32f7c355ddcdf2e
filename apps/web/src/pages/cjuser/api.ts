import type { CjuserDetail, CjuserRecord } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import type { QueryField } from '../../framework/advanced-query/superQuery';
import { call, getResult, postResult } from '../../framework/http';
import type { ListUrls } from '../../framework/import-export/listUrls';

const BASE = '/cjuser/cjUser';

/** The customers' generic list calls; the list, import and export take the shop as `shopId`. */
export const CJUSER_URLS = {
  list: `${BASE}/list`,
  delete: `${BASE}/delete`,
  deleteBatch: `${BASE}/deleteBatch`,
  exportXls: `${BASE}/exportXls`,
  importExcel: `${BASE}/importExcel`,
} as const satisfies ListUrls;

/** The customer fields offered to the advanced query (labels are the spreadsheet's titles). */
export const CJUSER_QUERY_FIELDS: QueryField[] = [
  { field: 'name', label: '姓名', type: 'string' },
  {
    field: 'gender',
    label: '性别',
    type: 'number',
    options: [
      { value: '0', text: '未知' },
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { field: 'birthday', label: '生日', type: 'date' },
  { field: 'remark', label: '备注', type: 'string' },
];

export type CjuserInput = Pick<CjuserRecord, 'name' | 'gender' | 'birthday' | 'source' | 'tags' | 'remark'> & {
  phone?: string;
};

export const useCustomer = (id: string | null) =>
  useQuery({
    queryKey: ['cjuser', 'detail', id ?? ''],
    queryFn: () => getResult<CjuserDetail>(`${BASE}/queryById`, { id }),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const addCustomer = (shopId: string, input: CjuserInput) =>
  postResult<CjuserRecord>(`${BASE}/add`, { ...input, shopId });
export const editCustomer = (id: string, input: CjuserInput) => postResult<unknown>(`${BASE}/edit`, { ...input, id });
export const deleteCustomer = (id: string) =>
  call<unknown>({ method: 'delete', url: `${BASE}/delete`, params: { id } });
