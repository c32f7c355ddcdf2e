import type { Page, WorksDeviceOption, WorksHjRecord, WorksRecord, WorksSize } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

const HJ = '/works/clWorksHj';
const WORKS = '/works/clWorks';
const RECYCLE = '/recycle/clWorksRecycle';
/** A group is shown whole in the grid so it can be dragged end to end (the server allows 1000 a page). */
export const GROUP_PAGE_SIZE = 1000;

export interface TrashPage extends Page<WorksRecord> {
  trashSize: number;
  trashCount: number;
}

export interface ShareInfo {
  id: string;
  shareType: number;
  shareCoding: string | null;
}

export interface SharedHj {
  hj: WorksHjRecord;
  works: WorksRecord[];
}

export const worksKeys = {
  all: ['works'] as const,
  tree: (shopId: string) => ['works', 'tree', shopId] as const,
  list: (hjId: string) => ['works', 'list', hjId] as const,
  size: ['works', 'size'] as const,
  trash: (pageNo: number, pageSize: number) => ['works', 'trash', pageNo, pageSize] as const,
  hjDevices: (hjId: string) => ['works', 'hjDevices', hjId] as const,
  worksDevices: (id: string) => ['works', 'worksDevices', id] as const,
  share: (id: string) => ['works', 'share', id] as const,
};

export const useHjTree = (shopId: string | null) =>
  useQuery({
    queryKey: worksKeys.tree(shopId ?? ''),
    queryFn: () => getResult<WorksHjRecord[]>(`${HJ}/getWorksHjList`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useHjWorks = (hjId: string | null) =>
  useQuery({
    queryKey: worksKeys.list(hjId ?? ''),
    queryFn: () =>
      getResult<Page<WorksRecord>>(`${WORKS}/getWorksListByWorksHj`, { hjId, pageNo: 1, pageSize: GROUP_PAGE_SIZE }),
    enabled: Boolean(hjId),
    placeholderData: keepPreviousData,
  });

export const useWorksSize = () =>
  useQuery({ queryKey: worksKeys.size, queryFn: () => getResult<WorksSize>(`${WORKS}/getWorksSize`) });

export const useTrashPage = (pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: worksKeys.trash(pageNo, pageSize),
    queryFn: () => getResult<TrashPage>(`${RECYCLE}/queryPageTrashSize`, { pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });

/** The screens of the group's shop (hjId) or of the single work (worksId), `checked` when assigned. */
export const useDeviceOptions = (target: { hjId: string } | { worksId: string } | null) =>
  useQuery({
    queryKey: target
      ? 'hjId' in target
        ? worksKeys.hjDevices(target.hjId)
        : worksKeys.worksDevices(target.worksId)
      : ['works', 'devices', 'none'],
    queryFn: () =>
      target && 'hjId' in target
        ? getResult<WorksDeviceOption[]>(`${HJ}/getDeviceList`, { hjId: target.hjId })
        : getResult<WorksDeviceOption[]>(`${WORKS}/getWorksDeviceList`, { id: target?.worksId }),
    enabled: Boolean(target),
  });

export const useShareInfo = (id: string | null) =>
  useQuery({
    queryKey: worksKeys.share(id ?? ''),
    queryFn: () => getResult<ShareInfo>(`${HJ}/getShareHjType`, { id }),
    enabled: Boolean(id),
  });

// Groups (hj)
export const addHj = (payload: { shopId: string; parentId: string | null; name: string; seconds?: number | null }) =>
  postResult<WorksHjRecord>(`${HJ}/addChild`, payload);
export const editHj = (payload: { id: string; name?: string; parentId?: string | null; seconds?: number | null }) =>
  putResult<WorksHjRecord>(`${HJ}/edit`, payload);
export const deleteHj = (id: string) =>
  call<{ groups: number; binned: number }>({ method: 'delete', url: `${HJ}/deleteById`, data: { id } });
export const setShareType = (id: string, shareType: number) =>
  postResult<ShareInfo>(`${HJ}/updateWorksHjShareType`, { id, shareType });
export const readSharedHj = (coding: string) => getResult<SharedHj>(`${HJ}/getShareWorksHjByCoding`, { coding });
export const copySharedHj = (payload: {
  shareCoding: string;
  shopId: string;
  parentId?: string | null;
  name?: string;
}) => postResult<WorksHjRecord>(`${HJ}/saveWorksHjRelat`, payload);
export const saveHjDevices = (hjId: string, deviceIds: string[]) =>
  postResult<unknown>(`${HJ}/saveDevice`, { hjId, deviceIds });

/** One file into a group (multipart); answers the new work. */
export const uploadToHj = (hjId: string, file: File, onProgress: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return call<WorksRecord>({
    method: 'post',
    url: `${HJ}/addWorks`,
    params: { hjId },
    data: form,
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
};

// Works
export const sortTop = (hjId: string, id: string) => getResult<null>(`${WORKS}/sortTop`, { hjId, id });
export const sortUp = (hjId: string, id: string) => getResult<null>(`${WORKS}/sortUp`, { hjId, id });
export const setCover = (hjId: string, worksId: string) =>
  postResult<null>(`${WORKS}/saveCoverToWorks`, { hjId, worksId });
export const joinHj = (hjId: string, ids: string[]) => getResult<number>(`${WORKS}/joinHj`, { hjId, ids: ids.join() });
export const moveToHj = (fromHjId: string, hjId: string, ids: string[]) =>
  getResult<unknown>(`${WORKS}/joinOtherHj`, { fromHjId, hjId, ids: ids.join() });
export const binWorks = (ids: string[]) => getResult<number>(`${WORKS}/deleteBatchByStatus`, { ids: ids.join() });
export const saveWorksDevices = (worksIds: string[], deviceIds: string[]) =>
  postResult<unknown>(`${WORKS}/saveDevice`, { worksIds, deviceIds });

// Recycle bin
export const restoreWorks = (ids: string[]) => putResult<number>(`${RECYCLE}/batchRestore`, { ids });
export const purgeWorks = (ids: string[]) =>
  call<number>({ method: 'delete', url: `${RECYCLE}/batchDel`, data: { ids } });
export const emptyBin = () => call<number>({ method: 'delete', url: `${RECYCLE}/delAllWorks`, data: {} });
