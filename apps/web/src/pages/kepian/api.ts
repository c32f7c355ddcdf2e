import type {
  FenleiNode,
  KepianDetail,
  KepianProblemPhoto,
  KepianRecord,
  KepianShareGrant,
  Page,
} from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';
import { type KepianFilters, listParams } from './kepianLogic';

const KP = '/cjKepian/cjKepian';
const FL = '/cjKepianFenlei/cjKepianFenlei';

export interface ShareCounts {
  sharedCount: number;
  shopCount: number;
  receivedCount: number;
}

export interface AlbumPayload {
  mainNumber: string;
  title: string;
  photos: string[];
  cover?: string | null;
  fenleiIds: string[];
  fuzhuangNumbers: string[];
  status: number;
  isPublicPd: number;
  isPublicXcx: number;
  vipOnly: number;
  /** Omitted keeps it; "" removes it. */
  password?: string;
}

/**
 * Who joined a share, and what other shops share, change by other shops' actions, which no local
 * invalidation sees: these are fetched afresh each time their dialog or tab opens.
 */
const FRESH_ON_OPEN = 0;

export const kepianKeys = {
  all: ['kepian'] as const,
  tree: (shopId: string) => ['kepian', 'tree', shopId] as const,
  list: (shopId: string, filters: KepianFilters, pageNo: number, pageSize: number) =>
    ['kepian', 'list', shopId, filters, pageNo, pageSize] as const,
  detail: (id: string) => ['kepian', 'detail', id] as const,
  problems: (shopId: string, kepianId: string | null) => ['kepian', 'problems', shopId, kepianId] as const,
  shareCode: (shopId: string) => ['kepian', 'shareCode', shopId] as const,
  shareCounts: (shopId: string) => ['kepian', 'shareCounts', shopId] as const,
  sharingShops: (shopId: string) => ['kepian', 'sharingShops', shopId] as const,
  shared: (shopId: string) => ['kepian', 'shared', shopId] as const,
};

export const useFenleiTree = (shopId: string | null) =>
  useQuery({
    queryKey: kepianKeys.tree(shopId ?? ''),
    queryFn: () => getResult<FenleiNode[]>(`${FL}/queryFenLeiByshopId`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useKepianPage = (shopId: string | null, filters: KepianFilters, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: kepianKeys.list(shopId ?? '', filters, pageNo, pageSize),
    queryFn: () => getResult<Page<KepianRecord>>(`${KP}/list`, listParams(shopId ?? '', filters, pageNo, pageSize)),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

export const useKepianDetail = (id: string | null, viaShopId?: string) =>
  useQuery({
    queryKey: kepianKeys.detail(id ?? ''),
    queryFn: () => getResult<KepianDetail>(`${KP}/queryKePianInfo`, { id, shopId: viaShopId }),
    enabled: Boolean(id),
  });

export const useProblemPhotos = (shopId: string | null, kepianId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: kepianKeys.problems(shopId ?? '', kepianId),
    queryFn: () =>
      getResult<KepianProblemPhoto[]>(`${KP}/queryProblemImgList`, { shopId, kepianId: kepianId ?? undefined }),
    enabled: enabled && Boolean(shopId),
  });

export const useShareCode = (shopId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: kepianKeys.shareCode(shopId ?? ''),
    queryFn: () => getResult<string>(`${KP}/getShareCode`, { shopId }),
    enabled: enabled && Boolean(shopId),
  });

export const useShareCounts = (shopId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: kepianKeys.shareCounts(shopId ?? ''),
    staleTime: FRESH_ON_OPEN,
    queryFn: () => getResult<ShareCounts>(`${KP}/getshareCount`, { shopId }),
    enabled: enabled && Boolean(shopId),
  });

export const useSharingShops = (shopId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: kepianKeys.sharingShops(shopId ?? ''),
    staleTime: FRESH_ON_OPEN,
    queryFn: () => getResult<KepianShareGrant[]>(`${KP}/querySharingShopList`, { shopId }),
    enabled: enabled && Boolean(shopId),
  });

export const useSharedWithMe = (shopId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: kepianKeys.shared(shopId ?? ''),
    staleTime: FRESH_ON_OPEN,
    queryFn: () => getResult<KepianRecord[]>(`${KP}/getShareKepian`, { shopId }),
    enabled: enabled && Boolean(shopId),
  });

// Categories (fenlei)
export const addFenlei = (shopId: string, name: string, parentId: string | null) =>
  postResult<FenleiNode>(`${FL}/addType`, { shopId, name, parentId });
export const renameFenlei = (id: string, name: string) => postResult<unknown>(`${FL}/edit`, { id, name });
export const fenleiToTop = (id: string) => postResult<unknown>(`${FL}/editTypeTop`, { id });
export const sortFenlei = (endpoint: 'sortType' | 'childrenSortType', id: string, sort: number) =>
  postResult<number>(`${FL}/${endpoint}`, { id, sort });
export const deleteFenlei = (id: string) => call<number>({ method: 'delete', url: `${FL}/delete`, params: { id } });
export const addFenleiMould = (shopId: string, mould: string) =>
  postResult<FenleiNode[]>(`${FL}/addFenleiMould`, { shopId, mould });
export const shareFenlei = (fenleiId: string, isShare: number) =>
  postResult<unknown>(`${KP}/saveShareFenlei`, { fenleiId, isShare });

// Albums (kepian)
export const maxMainNumber = (shopId: string) =>
  getResult<{ max: string | null; next: string }>(`${KP}/getMaxMainNumber`, { shopId });
export const checkFuzhuang = (shopId: string, number: string, kepianId?: string) =>
  getResult<{ used: boolean; kepianId: string | null; mainNumber: string | null }>(`${KP}/checkFuzhuangNumber`, {
    shopId,
    number,
    kepianId,
  });
export const addKepian = (shopId: string, payload: AlbumPayload) =>
  postResult<KepianDetail>(`${KP}/addKePian`, { shopId, ...payload });
export const editKepian = (id: string, payload: AlbumPayload) =>
  postResult<KepianDetail>(`${KP}/editKePian`, { id, ...payload });
export const setStatus = (ids: string[], status: number) => putResult<unknown>(`${KP}/updateStatus`, { ids, status });
export const setPublicPd = (ids: string[], isPublicPd: number) =>
  postResult<unknown>(`${KP}/updateIsPublicPd`, { ids, isPublicPd });

export const setShareStatus = (ids: string[], shareStatus: number) =>
  postResult<number>(`${KP}/editKpShareStatus`, { ids, shareStatus });
export const deleteKepian = (ids: string[]) =>
  call<number>({ method: 'delete', url: `${KP}/deleteBatch`, params: { ids: ids.join() } });
export const setFenleiBatch = (ids: string[], fenleiIds: string[], mode: 'replace' | 'add') =>
  postResult<unknown>(`${KP}/updateKepianFenleiBatch`, { ids, fenleiIds, mode });
export type AlbumOrderAction = 'advance' | 'top' | 'bottom' | 'cancelTop';
export const orderAlbum = (action: AlbumOrderAction, id: string) => {
  if (action === 'cancelTop') return getResult<unknown>(`${KP}/cancelTop`, { id });
  const path = { advance: 'advance', top: 'sortTopKepian', bottom: 'sortBottomKepian' }[action];
  return postResult<unknown>(`${KP}/${path}`, { id });
};

// Sharing
export const renewShareCode = (shopId: string) => getResult<string>(`${KP}/updateShareCode`, { shopId });
export const joinShare = (shopId: string, shareCode: string) =>
  postResult<unknown>(`${KP}/joinShareKepian`, { shopId, shareCode });

/** One image into the caller's pending uploads; answers its stored path. */
export const uploadImage = (file: File, onProgress: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return call<string>({
    method: 'post',
    url: '/user/v1/upload',
    params: { type: 'image' },
    data: form,
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
};
