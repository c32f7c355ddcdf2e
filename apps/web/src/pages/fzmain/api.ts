import type { FzCollection, FzStyle, Page } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../framework/http';

const C = '/lookbook/collection';
const S = '/lookbook/style';

/** What the collection dialog saves. */
export type CollectionFields = Pick<FzCollection, 'name' | 'season' | 'year' | 'cover' | 'description' | 'status'>;

/** What the style dialog saves. */
export type StyleFields = Omit<FzStyle, 'id' | 'shopId' | 'sort' | 'updateTime'>;

/** Styles of one collection (in its order), or, with a keyword, the shop's matches newest first. */
export interface StyleFilters {
  collectionId?: string;
  keyword?: string;
}

/** The list's largest page: a collection shows (and reorders) as one list up to this many styles. */
export const STYLE_PAGE_SIZE = 200;

export const lookbookKeys = {
  all: ['lookbook'] as const,
  collections: (shopId: string) => ['lookbook', 'collections', shopId] as const,
  styles: (shopId: string, filters: StyleFilters, pageNo: number) =>
    ['lookbook', 'styles', shopId, filters, pageNo] as const,
};

export const useCollections = (shopId: string | null) =>
  useQuery({
    queryKey: lookbookKeys.collections(shopId ?? ''),
    queryFn: () => getResult<FzCollection[]>(`${C}/list`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useStyles = (shopId: string | null, filters: StyleFilters, pageNo: number) =>
  useQuery({
    queryKey: lookbookKeys.styles(shopId ?? '', filters, pageNo),
    queryFn: () => getResult<Page<FzStyle>>(`${S}/list`, { shopId, pageNo, pageSize: STYLE_PAGE_SIZE, ...filters }),
    enabled: Boolean(shopId && (filters.collectionId || filters.keyword)),
    placeholderData: keepPreviousData,
  });

export const addCollection = (shopId: string, fields: CollectionFields) =>
  postResult<string>(`${C}/add`, { shopId, ...fields });
export const editCollection = (id: string, fields: CollectionFields) =>
  postResult<void>(`${C}/edit`, { id, ...fields });
export const setCollectionStatus = (ids: string[], status: number) => postResult<void>(`${C}/status`, { ids, status });
export const sortCollections = (shopId: string, ids: string[]) => postResult<void>(`${C}/sort`, { shopId, ids });
export const deleteCollection = (id: string) => call<void>({ method: 'delete', url: `${C}/delete`, params: { id } });

export const addStyle = (shopId: string, fields: StyleFields) => postResult<FzStyle>(`${S}/add`, { shopId, ...fields });
export const editStyle = (id: string, fields: StyleFields) => postResult<FzStyle>(`${S}/edit`, { id, ...fields });
export const setStyleStatus = (ids: string[], status: number) => postResult<void>(`${S}/status`, { ids, status });
export const sortStyles = (collectionId: string, ids: string[]) => postResult<void>(`${S}/sort`, { collectionId, ids });
export const deleteStyle = (id: string) => call<void>({ method: 'delete', url: `${S}/delete`, params: { id } });

/** The list with the entry at `index` swapped with its neighbour `delta` away: the new order's ids. */
export function movedIds(ids: string[], index: number, delta: -1 | 1): string[] {
  const next = [...ids];
  [next[index], next[index + delta]] = [next[index + delta], next[index]];
  return next;
}
