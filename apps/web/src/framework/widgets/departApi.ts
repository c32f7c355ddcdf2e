import type { Depart, UserInfo } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { getResult, putResult } from '../http';

export interface CurrentDeparts {
  list: Depart[];
  orgCode: string | null;
}

export const currentDepartsKey = ['sys', 'currentUserDeparts'] as const;

export function useCurrentDeparts(enabled = true) {
  return useQuery({
    queryKey: currentDepartsKey,
    queryFn: () => getResult<CurrentDeparts>('/sys/user/getCurrentUserDeparts'),
    enabled,
  });
}

export const selectDepart = (orgCode: string, username: string) =>
  putResult<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
