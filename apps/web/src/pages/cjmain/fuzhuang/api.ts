import type { FuzhuangRecord, FuzhuangState, Page } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../../framework/http';

const BASE = '/cjFuzhuang/cjFuzhuang';

export interface FuzhuangPayload {
  number: string;
  name: string;
  categoryId: string | null;
  sizes: string[];
  colours: string[];
  photos: string[];
  state: FuzhuangState;
}

export interface FuzhuangFilters {
  number?: string;
  state?: FuzhuangState;
}

export const fuzhuangKeys = {
  all: ['fuzhuang'] as const,
  list: (shopId: string, filters: FuzhuangFilters, pageNo: number, pageSize: number) =>
    ['fuzhuang', 'list', shopId, filters, pageNo, pageSize] as const,
};

export const useFuzhuangPage = (shopId: string | null, filters: FuzhuangFilters, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: fuzhuangKeys.list(shopId ?? '', filters, pageNo, pageSize),
    queryFn: () => getResult<Page<FuzhuangRecord>>(`${BASE}/list`, { shopId, ...filters, pageNo, pageSize }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

export const addFuzhuang = (shopId: string, payload: FuzhuangPayload) =>
  postResult<FuzhuangRecord>(`${BASE}/add`, { shopId, ...payload });
export const editFuzhuang = (id: string, payload: FuzhuangPayload) =>
  postResult<FuzhuangRecord>(`${BASE}/edit`, { id, ...payload });
export const deleteFuzhuang = (ids: string[]) =>
  call<number>({ method: 'delete', url: `${BASE}/deleteBatch`, params: { ids: ids.join(',') } });
