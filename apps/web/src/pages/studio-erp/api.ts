import type { ErpPage } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getResult } from '../../framework/http';

export type ErpParams = Record<string, string | number | undefined>;

/** A page of a head-office view with the totals of every row its filters match. */
export const useErpPage = <T, Totals>(path: string, params: ErpParams) =>
  useQuery({
    queryKey: ['studio-erp', path, params],
    queryFn: () => getResult<ErpPage<T, Totals>>(`/studioErp/${path}`, params),
    placeholderData: keepPreviousData,
  });
