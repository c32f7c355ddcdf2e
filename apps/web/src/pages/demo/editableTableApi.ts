import type { DemoRecord, Page } from '@scenecast/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getResult, postResult } from '../../framework/http';

/** The demo rows the editable table shows: a tenant's records in their drag order. */
const TABLE_PAGE_SIZE = 1000;

export const editableTableKeys = { records: ['demo', 'editableTable', 'records'] as const };

export const useDemoTableRecords = () =>
  useQuery({
    queryKey: editableTableKeys.records,
    queryFn: () =>
      getResult<Page<DemoRecord>>('/demo/record/list', {
        pageNo: 1,
        pageSize: TABLE_PAGE_SIZE,
        column: 'orderNum',
        order: 'asc',
      }),
  });

export interface SaveBatchPayload {
  records: Record<string, unknown>[];
  deletedIds: string[];
}

export function useSaveDemoBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveBatchPayload) => postResult<{ saved: number }>('/demo/record/saveBatch', payload),
    onSuccess: () => client.invalidateQueries({ queryKey: editableTableKeys.records }),
  });
}
