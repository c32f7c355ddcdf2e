import type { LsCategory, LsProduct, LsSku, Page } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../framework/http';

const C = '/lingshou/category';
const P = '/lingshou/product';

export interface ProductFields {
  categoryId: string | null;
  code: string;
  name: string;
  description: string;
  images: string[];
  status: number;
  skus: LsSku[];
}

export interface ProductFilters {
  categoryId?: string;
  keyword?: string;
}

export const lingshouKeys = {
  all: ['lingshou'] as const,
  categories: (shopId: string) => ['lingshou', 'categories', shopId] as const,
  products: (shopId: string, filters: ProductFilters, pageNo: number) =>
    ['lingshou', 'products', shopId, filters, pageNo] as const,
};

export const PRODUCT_PAGE_SIZE = 10;

export const useCategories = (shopId: string | null) =>
  useQuery({
    queryKey: lingshouKeys.categories(shopId ?? ''),
    queryFn: () => getResult<LsCategory[]>(`${C}/list`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useProducts = (shopId: string | null, filters: ProductFilters, pageNo: number) =>
  useQuery({
    queryKey: lingshouKeys.products(shopId ?? '', filters, pageNo),
    queryFn: () => getResult<Page<LsProduct>>(`${P}/list`, { shopId, pageNo, pageSize: PRODUCT_PAGE_SIZE, ...filters }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

export const addCategory = (shopId: string, name: string) => postResult<string>(`${C}/add`, { shopId, name });
export const deleteCategory = (id: string) => call<void>({ method: 'delete', url: `${C}/delete`, params: { id } });
export const addProduct = (shopId: string, fields: ProductFields) =>
  postResult<LsProduct>(`${P}/add`, { shopId, ...fields });
export const editProduct = (id: string, fields: ProductFields) => postResult<LsProduct>(`${P}/edit`, { id, ...fields });
export const setProductStatus = (ids: string[], status: number) => postResult<void>(`${P}/status`, { ids, status });
export const deleteProduct = (id: string) => call<void>({ method: 'delete', url: `${P}/delete`, params: { id } });
export const importUrl = (shopId: string) => `${P}/importExcel?shopId=${encodeURIComponent(shopId)}`;
export const EXPORT_URL = `${P}/exportXls`;
