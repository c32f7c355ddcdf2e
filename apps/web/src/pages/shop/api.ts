import type { Page, ShopMemberRecord, ShopRecord } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

/** The shop form as sent: phone as a list, places as entries, status 0 / 9. */
export interface ShopFormPayload {
  id?: string;
  changjingId?: string;
  myChangjingId?: string;
  name: string;
  jcName: string;
  photo: string;
  wxcoe: string;
  beijing?: string;
  descText?: string;
  phone: string[];
  province: string;
  city: string;
  area?: string;
  address: string;
  place?: ShopRecord['place'];
  status: number;
  ratioCover?: string;
  timeZone: string;
}

export interface ShopJob {
  id: string;
  name: string;
  memberCount: number;
}

export const shopKeys = {
  all: ['shop'] as const,
  list: (params: object) => ['shop', 'list', params] as const,
  mine: (changjingId?: string) => ['shop', 'mine', changjingId ?? ''] as const,
  one: (id: string) => ['shop', 'one', id] as const,
  members: (shopId: string) => ['shop', 'members', shopId] as const,
  jobs: (shopId: string) => ['shop', 'jobs', shopId] as const,
  jobMembers: (shopId: string, job: string) => ['shop', 'jobMembers', shopId, job] as const,
  shareCode: (shopId: string) => ['shop', 'shareCode', shopId] as const,
};

/** Every shop the page shows at once, so a drag reorders the whole list (server max 1000). */
export const SHOP_LIST_PAGE_SIZE = 1000;

/** `scenes`: the scene kinds listed (the menu the page sits under), so other scenes' shops stay out. */
export const useShopList = (params: { name?: string; scenes: readonly string[] }) =>
  useQuery({
    queryKey: shopKeys.list(params),
    queryFn: () =>
      getResult<Page<ShopRecord>>('/shop/cjShop/list', {
        pageNo: 1,
        pageSize: SHOP_LIST_PAGE_SIZE,
        name: params.name ? `*${params.name}*` : undefined,
        changjingId: params.scenes.join(','),
      }),
  });

/** The caller's shops, unpaged, for the shop switchers. */
export const useMyShops = (changjingId?: string) =>
  useQuery({
    queryKey: shopKeys.mine(changjingId),
    queryFn: () => getResult<ShopRecord[]>('/shop/cjShop/queryShopByUserId', { changjingId }),
  });

export const useShop = (id: string | null) =>
  useQuery({
    queryKey: shopKeys.one(id ?? ''),
    queryFn: () => getResult<ShopRecord>('/shop/cjShop/queryById', { id }),
    enabled: Boolean(id),
  });

export const addShop = (payload: ShopFormPayload) => postResult<{ id: string }>('/shop/cjShop/add', payload);
export const editShop = (payload: ShopFormPayload & { id: string }) =>
  putResult<{ id: string }>('/shop/cjShop/edit', payload);
export const saveMainUser = (shopId: string) =>
  postResult<unknown>('/cjShopMember/cjShopMember/saveMainUser', { shopId });
export const setShopStatus = (id: string, status: number) =>
  postResult<null>('/shop/cjShop/editShopStatus', { id, status });
export const toggleShopTop = (id: string) =>
  postResult<{ id: string; top: number }>('/shop/cjShop/editShopTop', { id });
export const setShopSorts = (ids: string[]) => postResult<null>('/shop/cjShop/editShopSorts', { ids });
export const deleteShops = (ids: string[]) =>
  call<null>({ method: 'delete', url: '/shop/cjShop/deleteBatch', params: { ids: ids.join(',') } });
export const joinSharedShop = (shareCode: string) =>
  postResult<{ shopId: string }>('/shop/cjShop/addShare', { shareCode });

export const useShareCode = (shopId: string | null) =>
  useQuery({
    queryKey: shopKeys.shareCode(shopId ?? ''),
    queryFn: () => getResult<{ shopId: string; shareCode: string }>('/shop/cjShop/getShareCode', { shopId }),
    enabled: Boolean(shopId),
  });
export const regenerateShareCode = (shopId: string) =>
  postResult<{ shopId: string; shareCode: string }>('/shop/cjShop/regenerateShareCode', { shopId });

export const useShopMembers = (shopId: string | null) =>
  useQuery({
    queryKey: shopKeys.members(shopId ?? ''),
    queryFn: () => getResult<ShopMemberRecord[]>('/cjShopMember/cjShopMember/queryMemberList', { shopId }),
    enabled: Boolean(shopId),
  });

export const useShopJobs = (shopId: string | null) =>
  useQuery({
    queryKey: shopKeys.jobs(shopId ?? ''),
    queryFn: () => getResult<ShopJob[]>('/cjShopMember/cjShopMember/queryJobByShopId', { shopId }),
    enabled: Boolean(shopId),
  });

export const useJobMembers = (shopId: string | null, job: string | null) =>
  useQuery({
    queryKey: shopKeys.jobMembers(shopId ?? '', job ?? ''),
    queryFn: () => getResult<ShopMemberRecord[]>('/cjShopMember/cjShopMember/getJobMember', { shopId, job }),
    enabled: Boolean(shopId && job),
  });

export const setMemberStatus = (id: string, status: number) =>
  postResult<unknown>('/cjShopMember/cjShopMember/updateMemberStatus', { id, status });
