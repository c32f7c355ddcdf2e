import { useQuery } from '@tanstack/react-query';
import { getResult } from '../../framework/http';

export interface LoginInfo {
  todayIp: number;
  todayVisitCount: number;
  totalVisitCount: number;
}

/** One day of the last 7: `type` is the date 'MM-DD'. */
export interface VisitDay {
  ip: number;
  visit: number;
  type: string;
}

export interface OverviewCount {
  key: string;
  label: string;
  unit: 'count' | 'bytes';
  value: number;
  /** The figure at the last nightly roll-up; null before the first. */
  previous: number | null;
}

export const useLoginInfo = () =>
  useQuery({ queryKey: ['sys', 'loginfo'], queryFn: () => getResult<LoginInfo>('/sys/loginfo') });

export const useVisitInfo = () =>
  useQuery({ queryKey: ['sys', 'visitInfo'], queryFn: () => getResult<VisitDay[]>('/sys/visitInfo') });

export const useOverview = () =>
  useQuery({
    queryKey: ['sys', 'overview'],
    queryFn: () => getResult<{ counts: OverviewCount[]; rolledUpDay: string | null }>('/sys/overview'),
  });
