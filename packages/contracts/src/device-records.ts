import type { ScreenSettings } from './screen.js';

/** A screen as the console lists it (GET /device/dvDevice/list and friends). */
export interface DeviceView {
  id: string;
  /** The number people read off a list, SC000001. */
  deviceNo: string;
  name: string;
  address: string;
  /** 'lat,lng' */
  location: string | null;
  shopId: string | null;
  groupId: string | null;
  /** 0 normal, 1 locked */
  status: number;
  online: boolean;
  lastHeartbeat: string | null;
  appVersion: string | null;
  targetVersion: string | null;
  settings: ScreenSettings;
  hasPassword: boolean;
  activatedAt: string | null;
  createTime: string;
}

/** One line of a screen's log (GET getDeviceLogFile). */
export interface DeviceLogEntry {
  id: string;
  kind: string;
  detail: string;
  createTime: string;
}

/** A shop's (or all the caller's) screens counted (GET queryDeviceNumByUserId). */
export interface DeviceCounts {
  total: number;
  online: number;
  offline: number;
  locked: number;
}
