import type {
  DeviceCounts,
  DeviceLogEntry,
  DeviceView,
  DictItem,
  Page,
  PlaylistItem,
  ScreenSettings,
} from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getResult, postResult } from '../../framework/http';

export type { DeviceCounts, DeviceLogEntry, DeviceView } from '@scenecast/contracts';

export interface AppVersion {
  id: string;
  version: string;
  notes: string | null;
  createTime: string;
}

export interface DeviceFilters {
  name?: string;
  status?: number;
  online?: boolean;
  groupId?: string;
}

export interface AddDevicePayload {
  code: string;
  name: string;
  address: string;
  location?: string | null;
  shopId: string;
}

export type SettingsPatch = Partial<ScreenSettings>;

const BASE = '/device/dvDevice';

export const deviceKeys = {
  all: ['device'] as const,
  list: (shopId: string, filters: DeviceFilters, pageNo: number, pageSize: number) =>
    ['device', 'list', shopId, filters, pageNo, pageSize] as const,
  shopDevices: (shopId: string) => ['device', 'shopDevices', shopId] as const,
  counts: ['device', 'counts'] as const,
  groups: (shopId: string) => ['device', 'groups', shopId] as const,
  logs: (id: string) => ['device', 'logs', id] as const,
  playlist: (id: string) => ['device', 'playlist', id] as const,
  detail: (id: string) => ['device', 'detail', id] as const,
  versions: ['device', 'versions'] as const,
};

export const useDevicePage = (shopId: string | null, filters: DeviceFilters, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: deviceKeys.list(shopId ?? '', filters, pageNo, pageSize),
    queryFn: () => getResult<Page<DeviceView>>(`${BASE}/list`, { shopId, pageNo, pageSize, ...filters }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

/** Every screen of one shop (a shop has few): the counts of the shop are made from it. */
export const useShopDevices = (shopId: string | null) =>
  useQuery({
    queryKey: deviceKeys.shopDevices(shopId ?? ''),
    queryFn: () => getResult<DeviceView[]>(`${BASE}/listDevice`, { shopId }),
    enabled: Boolean(shopId),
  });

/** The caller's screens over every shop. */
export const useUserDeviceCounts = (enabled = true) =>
  useQuery({
    queryKey: deviceKeys.counts,
    queryFn: () => getResult<DeviceCounts>(`${BASE}/queryDeviceNumByUserId`),
    enabled,
  });

export function countDevices(devices: readonly DeviceView[]): DeviceCounts {
  const online = devices.filter((device) => device.online).length;
  return {
    total: devices.length,
    online,
    offline: devices.length - online,
    locked: devices.filter((device) => device.status === 1).length,
  };
}

export const useDeviceGroups = (shopId: string | null) =>
  useQuery({
    queryKey: deviceKeys.groups(shopId ?? ''),
    queryFn: () => getResult<DictItem[]>('/group/dvGroup/queryGroupDicList', { shopId }),
    enabled: Boolean(shopId),
  });

export const useDeviceLogs = (id: string | null) =>
  useQuery({
    queryKey: deviceKeys.logs(id ?? ''),
    queryFn: () => getResult<DeviceLogEntry[]>(`${BASE}/getDeviceLogFile`, { id }),
    enabled: Boolean(id),
  });

/** What the screen plays now, in order (the works module answers it). */
export const useDevicePlaylist = (id: string | null) =>
  useQuery({
    queryKey: deviceKeys.playlist(id ?? ''),
    queryFn: () => getResult<PlaylistItem[]>('/works/clWorksDeviceRealt/list', { deviceId: id }),
    enabled: Boolean(id),
  });

export const useDevice = (id: string | null) =>
  useQuery({
    queryKey: deviceKeys.detail(id ?? ''),
    queryFn: () => getResult<DeviceView>(`${BASE}/getDeviceById`, { id }),
    enabled: Boolean(id),
  });

export const useAppVersions = (enabled: boolean) =>
  useQuery({
    queryKey: deviceKeys.versions,
    queryFn: () => getResult<AppVersion[]>('/version/dvVersion/v2/getAppVersion'),
    enabled,
  });

/** The add-device drawer: pairs the screen showing `code` with the shop (the device's id back). */
export const addDevice = (payload: AddDevicePayload) => postResult<string>(`${BASE}/add`, payload);

export const setDeviceLocked = (id: string, locked: boolean) =>
  getResult<null>(`${BASE}/toLock`, { id, status: locked ? 1 : 0 });

/** Unpaired with a new code and default settings. */
export const resetDevice = (id: string) => getResult<null>(`${BASE}/resetting`, { id });

/** Unbound from the shop; it keeps its settings. */
export const unbindDevice = (id: string) => getResult<null>(`${BASE}/handleUnloading`, { id });

export const clearDeviceCache = (id: string) => getResult<null>(`${BASE}/handleClear`, { id });

export const updateDeviceSettings = (id: string, settings: SettingsPatch) =>
  postResult<ScreenSettings>(`${BASE}/updateDeviceInfo`, { id, ...settings });

export const editDevice = (payload: {
  id: string;
  name?: string;
  address?: string;
  location?: string | null;
  groupId?: string | null;
}) => postResult<null>(`${BASE}/editDevice`, payload);

export const addDeviceGroup = (shopId: string, name: string) =>
  postResult<{ id: string; name: string }>(`${BASE}/addGroup`, { shopId, name });

export const pushAppVersion = (deviceIds: string[], versionId: string) =>
  postResult<unknown>('/version/dvVersion/updateAppToDevice', { deviceIds, versionId });
