import type {
  AppletFilingStatus,
  AppletPreAuth,
  AppletRecord,
  AppletSetup,
  AppletShop,
  AppletVersionData,
  AppletVersionRecord,
  Page,
} from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../framework/http';

const A = '/openplat/wxAplet';
const AUTH = '/openplat/wxApletAuth';
const V = '/openplat/wxApletVersion';

/** The applets a tenant has are few: one page holds them all. */
const ALL_APPLETS = 100;

export const appletKeys = {
  all: ['applet'] as const,
  setup: ['applet', 'setup'] as const,
  list: ['applet', 'list'] as const,
  shops: (appletId: string) => ['applet', 'shops', appletId] as const,
  versions: (appletId: string) => ['applet', 'versions', appletId] as const,
};

export const useAppletSetup = () =>
  useQuery({ queryKey: appletKeys.setup, queryFn: () => getResult<AppletSetup>(`${AUTH}/setup`) });

export const useApplets = (enabled: boolean) =>
  useQuery({
    queryKey: appletKeys.list,
    queryFn: () => getResult<Page<AppletRecord>>(`${A}/getWxApletList`, { pageNo: 1, pageSize: ALL_APPLETS }),
    enabled,
  });

export const useBoundShops = (appletId: string) =>
  useQuery({
    queryKey: appletKeys.shops(appletId),
    queryFn: () => getResult<AppletShop[]>(`${A}/queryRelatShopList`, { appletId }),
  });

export const useVersionData = (appletId: string, enabled: boolean) =>
  useQuery({
    queryKey: appletKeys.versions(appletId),
    queryFn: () => getResult<AppletVersionData>(`${V}/getBanBenData`, { appletId }),
    enabled,
    retry: false,
  });

export const preAuth = (page: string) => getResult<AppletPreAuth>(`${AUTH}/getPreAuthCode`, { page });
export const addApplet = (authCode: string, state: string) => postResult<AppletRecord>(`${A}/add`, { authCode, state });
export const deleteApplet = (id: string) => call<null>({ method: 'delete', url: `${A}/deleteById`, params: { id } });
export const bindShops = (appletId: string, shopIds: string[]) =>
  postResult<null>(`${A}/saveApletShopRelat`, { appletId, shopIds });
export const unbindShop = (shopId: string) =>
  call<null>({ method: 'delete', url: `${A}/delShopRelat`, params: { shopId } });
export const commitCode = (appletId: string, code: { templateId: number; userVersion: string; userDesc: string }) =>
  getResult<AppletVersionRecord>(`${A}/commit`, { appletId, ...code });
export const submitAudit = (appletId: string) => getResult<AppletVersionRecord>(`${A}/oneTouchFaBan`, { appletId });
export const release = (appletId: string) => getResult<AppletVersionRecord>(`${A}/confirmFaBan`, { appletId });
export const filingStatus = (appletId: string) =>
  postResult<AppletFilingStatus>(`${A}/getXcxBeianStatus`, { appletId });
export const qrCode = (appletId: string, shopId: string) =>
  postResult<string>(`${A}/getCommonApletCode`, { appletId, shopId });
