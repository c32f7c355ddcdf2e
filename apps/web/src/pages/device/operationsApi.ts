import type { DeviceUptime, PlayReportRow, ScreenshotView } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { getResult, postResult } from '../../framework/http';
import { exportXls } from '../../framework/import-export/listApi';

export type { DeviceUptime, PlayReportRow, ScreenshotView } from '@scenecast/contracts';

const BASE = '/device/dvDevice';
const PLAYS = '/device/proofOfPlay';

export interface PlayReportFilter {
  shopId: string;
  deviceId?: string;
  from: string;
  to: string;
}

export const operationsKeys = {
  screenshot: (id: string) => ['device', 'screenshot', id] as const,
  uptime: (id: string) => ['device', 'uptime', id] as const,
  plays: (filter: PlayReportFilter) => ['device', 'plays', filter] as const,
};

/** How often the detail looks for a screenshot it asked for, until the screen has sent it. */
const SCREENSHOT_POLL_MS = 2_000;

export const useScreenshot = (deviceId: string) =>
  useQuery({
    queryKey: operationsKeys.screenshot(deviceId),
    queryFn: () => getResult<ScreenshotView | null>(`${BASE}/getScreenshot`, { id: deviceId }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? SCREENSHOT_POLL_MS : false),
  });

export const requestScreenshot = (deviceId: string) =>
  postResult<ScreenshotView>(`${BASE}/requestScreenshot`, { id: deviceId });

export const useUptime = (deviceId: string) =>
  useQuery({
    queryKey: operationsKeys.uptime(deviceId),
    queryFn: () => getResult<DeviceUptime>(`${BASE}/getUptime`, { id: deviceId }),
  });

export const usePlayReport = (filter: PlayReportFilter | null) =>
  useQuery({
    queryKey: operationsKeys.plays(filter ?? { shopId: '', from: '', to: '' }),
    queryFn: () => getResult<PlayReportRow[]>(`${PLAYS}/report`, { ...filter }),
    enabled: Boolean(filter?.shopId),
  });

export const exportPlayReport = (filter: PlayReportFilter, fileName: string) =>
  exportXls(`${PLAYS}/exportXls`, { ...filter }, [], fileName);
