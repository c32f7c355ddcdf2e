import type { CjuserRecord, Page, PingjiaRecord, RatingSummary } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../framework/http';

const BASE = '/pingjia/cjPingjia';

export interface PingjiaFilters {
  star?: number;
  isShow?: number;
  isScreen?: number;
  hasReply?: number;
}

export const pingjiaKeys = {
  all: ['pingjia'] as const,
  list: (shopId: string, filters: PingjiaFilters, pageNo: number, pageSize: number) =>
    ['pingjia', 'list', shopId, filters, pageNo, pageSize] as const,
};

export const useReviewPage = (shopId: string | null, filters: PingjiaFilters, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: pingjiaKeys.list(shopId ?? '', filters, pageNo, pageSize),
    queryFn: () =>
      getResult<Page<PingjiaRecord> & { rating: RatingSummary }>(`${BASE}/list`, {
        shopId,
        pageNo,
        pageSize,
        ...filters,
      }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

/** Customers of the shop whose name or whole phone matches, for the review dialog's picker. */
export const useCustomerSearch = (shopId: string, text: string) =>
  useQuery({
    queryKey: ['pingjia', 'customers', shopId, text],
    queryFn: () =>
      getResult<Page<CjuserRecord>>('/cjuser/cjUser/list', {
        shopId,
        pageSize: 20,
        ...(/^\d{11}$/.test(text) ? { phone: text } : text ? { name: `*${text}*` } : {}),
      }).then((page) => page.records),
  });

export interface ReviewInput {
  shopId: string;
  customerId?: string;
  orderId?: string;
  star: number;
  content: string;
  photos: string[];
}

export const addReview = (input: ReviewInput) => postResult<PingjiaRecord>(`${BASE}/add`, input);
export const replyReview = (id: string, reply: string) => postResult<unknown>(`${BASE}/reply`, { id, reply });
export const setReviewShown = (id: string, value: 0 | 1) => postResult<unknown>(`${BASE}/setShow`, { id, value });
export const setReviewOnScreen = (id: string, value: 0 | 1) => postResult<unknown>(`${BASE}/setScreen`, { id, value });
export const deleteReview = (id: string) => call<unknown>({ method: 'delete', url: `${BASE}/delete`, params: { id } });
