import type { DepartAddPayload, DepartEditPayload, DepartRecord, Page, PositionFields } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

/** The button that lets a user add, edit and delete departments. */
export const DEPART_MANAGE = 'system:depart:manage';
/** The button that lets a user add, edit and delete positions. */
export const POSITION_MANAGE = 'system:position:manage';

/** A node of the lazy department tree (GET /sys/sysDepart/queryDepartTreeSync, searchBy). */
export interface DepartTreeNode extends DepartRecord {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

export const departChildren = (pid: string | null) =>
  getResult<DepartTreeNode[]>('/sys/sysDepart/queryDepartTreeSync', pid ? { pid } : {});
export const searchDeparts = (keyWord: string) => getResult<DepartTreeNode[]>('/sys/sysDepart/searchBy', { keyWord });
export const addDepart = (payload: DepartAddPayload) => postResult<DepartRecord>('/sys/sysDepart/add', payload);
export const editDepart = (payload: DepartEditPayload) => putResult<DepartRecord>('/sys/sysDepart/edit', payload);
export const deleteDepart = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/sysDepart/delete', params: { id } });

/** A row of GET /sys/position/list. */
export interface PositionRow {
  id: string;
  name: string;
  code: string;
  rank: string;
  rank_dictText: string;
}

export interface PositionParams {
  pageNo: number;
  pageSize: number;
  name?: string;
}

export const positionKeys = { all: ['position'] as const, list: (params: PositionParams) => ['position', params] };

export const usePositions = (params: PositionParams) =>
  useQuery({
    queryKey: positionKeys.list(params),
    queryFn: () => getResult<Page<PositionRow>>('/sys/position/list', { ...params }),
    placeholderData: keepPreviousData,
  });

export const addPosition = (fields: PositionFields) => postResult<{ id: string }>('/sys/position/add', fields);
export const editPosition = (fields: PositionFields & { id: string }) => putResult<null>('/sys/position/edit', fields);
export const deletePosition = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/position/delete', params: { id } });
