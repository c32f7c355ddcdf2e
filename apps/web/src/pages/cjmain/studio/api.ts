import type { StudioBaseInfo, StudioShouye, StudioStory } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { getResult, postResult } from '../../../framework/http';

const BASE = '/cjStudio';

export const studioKeys = {
  part: (part: 'story' | 'baseinfo' | 'shouye', shopId: string) => ['studio', part, shopId] as const,
};

const useShopPart = <T>(part: 'story' | 'baseinfo' | 'shouye', shopId: string | null) =>
  useQuery({
    queryKey: studioKeys.part(part, shopId ?? ''),
    queryFn: () => getResult<T>(`${BASE}/${part}`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useStory = (shopId: string | null) => useShopPart<StudioStory>('story', shopId);
export const useBaseInfo = (shopId: string | null) => useShopPart<StudioBaseInfo>('baseinfo', shopId);
export const useShouye = (shopId: string | null) => useShopPart<StudioShouye>('shouye', shopId);

export const saveStory = (story: StudioStory) => postResult<StudioStory>(`${BASE}/story`, story);
export const saveBaseInfo = (info: StudioBaseInfo) => postResult<StudioBaseInfo>(`${BASE}/baseinfo`, info);
export const saveShouye = (home: StudioShouye) => postResult<StudioShouye>(`${BASE}/shouye`, home);
