import type { Page } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';
import { buildCategoryTree, type CategoryRow } from './categoryTree';

export type { CategoryRow };

/** The button that lets the platform administrator add, edit and delete dictionaries and their items. */
export const DICT_MANAGE = 'system:dict:manage';
/** The button that lets the platform administrator add, edit and delete categories. */
export const CATEGORY_MANAGE = 'system:category:manage';

/** A row of GET /sys/dict/list. */
export interface DictRow {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  type: 0 | 1;
  /** The code reads it: not deleted, not re-coded. */
  isBuiltIn: boolean;
}

/** A row of GET /sys/dictItem/list. */
export interface DictItemRow {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: 0 | 1;
}

export interface DictParams {
  pageNo: number;
  pageSize: number;
  dictName?: string;
  dictCode?: string;
}

export type DictFields = Pick<DictRow, 'dictName' | 'dictCode' | 'description' | 'type'>;
export type DictItemFields = Pick<DictItemRow, 'itemText' | 'itemValue' | 'description' | 'sortOrder' | 'status'>;

export const dictKeys = {
  all: ['dict-admin'] as const,
  list: (params: DictParams) => ['dict-admin', 'list', params],
  items: (dictId: string) => ['dict-admin', 'items', dictId],
};

export const useDicts = (params: DictParams) =>
  useQuery({
    queryKey: dictKeys.list(params),
    queryFn: () => getResult<Page<DictRow>>('/sys/dict/list', { ...params }),
    placeholderData: keepPreviousData,
  });

export const useDictItems = (dictId: string) =>
  useQuery({
    queryKey: dictKeys.items(dictId),
    queryFn: () => getResult<DictItemRow[]>('/sys/dictItem/list', { dictId }),
  });

export const addDict = (fields: DictFields) => postResult<{ id: string }>('/sys/dict/add', fields);
export const editDict = (fields: DictFields & { id: string }) => putResult<null>('/sys/dict/edit', fields);
export const deleteDict = (id: string) => call<null>({ method: 'delete', url: '/sys/dict/delete', params: { id } });

export const addDictItem = (fields: DictItemFields & { dictId: string }) =>
  postResult<{ id: string }>('/sys/dictItem/add', fields);
export const editDictItem = (fields: DictItemFields & { id: string }) => putResult<null>('/sys/dictItem/edit', fields);
export const deleteDictItem = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/dictItem/delete', params: { id } });

export const categoryKeys = { tree: ['category-admin', 'tree'] as const };

export const useCategoryTree = () =>
  useQuery({
    queryKey: categoryKeys.tree,
    queryFn: async () => buildCategoryTree(await getResult<CategoryRow[]>('/sys/category/treeList')),
  });

export const addCategory = (fields: { pid: string; name: string; sortNo?: number }) =>
  postResult<{ id: string; code: string }>('/sys/category/add', fields);
export const editCategory = (fields: { id: string; name: string; sortNo?: number }) =>
  putResult<null>('/sys/category/edit', fields);
export const deleteCategory = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/category/delete', params: { id } });
