import type { LsCase, LsCategory, LsHome, LsHomeModule, LsProduct, LsSku, Page } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../framework/http';

const C = '/lingshou/category';
const P = '/lingshou/product';
const CASE = '/lingshou/case';
const HOME = '/lingshou/home';

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
  cases: (shopId: string, keyword: string) => ['lingshou', 'cases', shopId, keyword] as const,
  home: (shopId: string) => ['lingshou', 'home', shopId] as const,
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

export interface CaseFields {
  title: string;
  cover: string;
  photos: string[];
  content: string;
  productIds: string[];
  isShow: number;
}

/** The most products a case's product picker offers (the list call's largest page). */
const CASE_PRODUCT_CHOICES = 200;

export const useCases = (shopId: string | null, keyword: string) =>
  useQuery({
    queryKey: lingshouKeys.cases(shopId ?? '', keyword),
    queryFn: () => getResult<LsCase[]>(`${CASE}/list`, { shopId, keyword: keyword || undefined }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

/** The shop's products to link to a case, on shelf or not (a case may name one before it goes on sale). */
export const useCaseProductChoices = (shopId: string | null) =>
  useQuery({
    queryKey: lingshouKeys.products(shopId ?? '', {}, 0),
    queryFn: () => getResult<Page<LsProduct>>(`${P}/list`, { shopId, pageNo: 1, pageSize: CASE_PRODUCT_CHOICES }),
    enabled: Boolean(shopId),
  });

export const addCase = (shopId: string, fields: CaseFields) => postResult<LsCase>(`${CASE}/add`, { shopId, ...fields });
export const editCase = (id: string, fields: CaseFields) => postResult<LsCase>(`${CASE}/edit`, { id, ...fields });
export const setCaseShown = (id: string, isShow: number) => postResult<void>(`${CASE}/show`, { id, isShow });
export const sortCases = (shopId: string, ids: string[]) => postResult<LsCase[]>(`${CASE}/sort`, { shopId, ids });
export const deleteCase = (id: string) => call<void>({ method: 'delete', url: `${CASE}/delete`, params: { id } });

export const useRetailHome = (shopId: string | null) =>
  useQuery({
    queryKey: lingshouKeys.home(shopId ?? ''),
    queryFn: () => getResult<LsHome>(HOME, { shopId }),
    enabled: Boolean(shopId),
  });

export const saveRetailHome = (shopId: string, modules: LsHomeModule[], banners: string[]) =>
  postResult<LsHome>(HOME, { shopId, modules, banners });
