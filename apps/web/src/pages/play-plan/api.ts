import type {
  Page,
  PlayPlanRecord,
  ShopTimeline,
  WallGroupRecord,
  WorksHjRecord,
  WorksRecord,
} from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

export type { PlayPlanRecord, ShopTimeline, TimelineDay, WallGroupRecord } from '@scenecast/contracts';

const BASE = '/playplan';

/** A plan as the form sends it (the server checks every rule again). */
export type PlayPlanPayload = Omit<PlayPlanRecord, 'id' | 'updatedAt'>;

export const playPlanKeys = {
  all: ['playplan'] as const,
  list: (shopId: string) => ['playplan', 'list', shopId] as const,
  timeline: (shopId: string, date: string) => ['playplan', 'timeline', shopId, date] as const,
  walls: (shopId: string) => ['playplan', 'walls', shopId] as const,
  hj: (shopId: string) => ['playplan', 'hj', shopId] as const,
  works: (shopId: string) => ['playplan', 'works', shopId] as const,
};

export const usePlans = (shopId: string | null) =>
  useQuery({
    queryKey: playPlanKeys.list(shopId ?? ''),
    queryFn: () => getResult<PlayPlanRecord[]>(`${BASE}/list`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useTimeline = (shopId: string | null, date: string) =>
  useQuery({
    queryKey: playPlanKeys.timeline(shopId ?? '', date),
    queryFn: () => getResult<ShopTimeline>(`${BASE}/timeline`, { shopId, date }),
    enabled: Boolean(shopId),
  });

export const useWalls = (shopId: string | null) =>
  useQuery({
    queryKey: playPlanKeys.walls(shopId ?? ''),
    queryFn: () => getResult<WallGroupRecord[]>(`${BASE}/walls`, { shopId }),
    enabled: Boolean(shopId),
  });

/** The shop's works group tree, for a plan's content. */
export const useShopHj = (shopId: string | null) =>
  useQuery({
    queryKey: playPlanKeys.hj(shopId ?? ''),
    queryFn: () => getResult<WorksHjRecord[]>('/works/clWorksHj/getWorksHjList', { shopId }),
    enabled: Boolean(shopId),
  });

/** The shop's newest works (not binned) for a plan's chosen works. */
export const useShopWorks = (shopId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: playPlanKeys.works(shopId ?? ''),
    queryFn: () =>
      getResult<Page<WorksRecord>>('/works/clWorks/getWorksListByWorksHj', { shopId, pageNo: 1, pageSize: 200 }).then(
        (page) => page.records,
      ),
    enabled: Boolean(shopId) && enabled,
  });

export const addPlan = (payload: PlayPlanPayload) => postResult<PlayPlanRecord>(`${BASE}/add`, payload);
export const editPlan = (id: string, payload: PlayPlanPayload) =>
  putResult<PlayPlanRecord>(`${BASE}/edit`, { ...payload, id });
export const deletePlan = (id: string) => call<null>({ method: 'delete', url: `${BASE}/delete`, params: { id } });
export const setWall = (shopId: string, groupId: string, isWall: boolean) =>
  postResult<null>(`${BASE}/wall`, { shopId, groupId, isWall });
