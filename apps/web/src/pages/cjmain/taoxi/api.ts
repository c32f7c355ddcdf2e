import type { Page, TaoxiInclude, TaoxiRecord } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../../framework/http';

const BASE = '/cjTaoxi/cjTaoxi';

export interface TaoxiPayload {
  name: string;
  priceFen: number;
  depositFen: number;
  photoCount: number;
  retouchedCount: number;
  costumeCount: number;
  lookCount: number;
  durationMinutes: number;
  includes: TaoxiInclude[];
  cover: string | null;
  gallery: string[];
  description: string;
  status: number;
}

export const taoxiKeys = {
  all: ['taoxi'] as const,
  list: (shopId: string, name: string, pageNo: number, pageSize: number) =>
    ['taoxi', 'list', shopId, name, pageNo, pageSize] as const,
};

export const useTaoxiPage = (shopId: string | null, name: string, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: taoxiKeys.list(shopId ?? '', name, pageNo, pageSize),
    queryFn: () => getResult<Page<TaoxiRecord>>(`${BASE}/list`, { shopId, name: name || undefined, pageNo, pageSize }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

export const addTaoxi = (shopId: string, payload: TaoxiPayload) =>
  postResult<TaoxiRecord>(`${BASE}/add`, { shopId, ...payload });
export const editTaoxi = (id: string, payload: TaoxiPayload) =>
  postResult<TaoxiRecord>(`${BASE}/edit`, { id, ...payload });
export const setTaoxiStatus = (ids: string[], status: number) =>
  postResult<number>(`${BASE}/updateStatus`, { ids, status });
export const moveTaoxi = (id: string, sort: number) => postResult<TaoxiRecord[]>(`${BASE}/sort`, { id, sort });
export const deleteTaoxi = (ids: string[]) =>
  call<number>({ method: 'delete', url: `${BASE}/deleteBatch`, params: { ids: ids.join(',') } });
