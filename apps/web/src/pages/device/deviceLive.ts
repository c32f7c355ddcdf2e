import type { Page } from '@scenecast/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type LiveMessage, useLiveMessages } from '../../framework/live/live';
import { type DeviceView, deviceKeys } from './api';

/** The list's path and the router state that opens the add drawer there (the bell's to-do uses it). */
export const DEVICE_LIST_PATH = '/device/list';
export const ADD_DEVICE_STATE = { addDevice: true } as const;

export function wantsAddDevice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { addDevice?: unknown }).addDevice === true;
}

/** The router state that opens a screen's details on the list (a live notice or a to-do about it). */
export const openDeviceState = (deviceId: string, shopId?: string) => ({ openDevice: deviceId, shopId });

export function deviceToOpen(state: unknown): { deviceId: string; shopId?: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { openDevice, shopId } = state as { openDevice?: unknown; shopId?: unknown };
  if (typeof openDevice !== 'string') return null;
  return { deviceId: openDevice, shopId: typeof shopId === 'string' ? shopId : undefined };
}

/** A device event's effect on one row: online and offline flip the badge at once. */
export function applyDeviceEvent(device: DeviceView, message: LiveMessage): DeviceView {
  if (device.id !== message.msgId) return device;
  if (message.event === 'online') return { ...device, online: true, lastHeartbeat: new Date().toISOString() };
  if (message.event === 'offline') return { ...device, online: false };
  return device;
}

export function patchDeviceCaches(queryClient: QueryClient, message: LiveMessage): void {
  queryClient.setQueriesData<Page<DeviceView>>({ queryKey: [...deviceKeys.all, 'list'] }, (page) =>
    page ? { ...page, records: page.records.map((device) => applyDeviceEvent(device, message)) } : page,
  );
  queryClient.setQueriesData<DeviceView[]>({ queryKey: [...deviceKeys.all, 'shopDevices'] }, (list) =>
    list?.map((device) => applyDeviceEvent(device, message)),
  );
  void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
}

/** Keeps every device query current with the live channel's device events. */
export function useDeviceLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveMessages((message) => patchDeviceCaches(queryClient, message), 'device');
}
