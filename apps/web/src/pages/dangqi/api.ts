import type {
  DangqiCalendar,
  DangqiClosedDayRecord,
  DangqiResourceKind,
  DangqiResourceRecord,
  DangqiSlotRecord,
  ShopMemberRecord,
} from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getResult, postResult } from '../../framework/http';

const D = '/cjDangqi/cjDangqi';

export const dangqiKeys = {
  all: ['dangqi'] as const,
  calendar: (shopId: string, from: string, to: string) => ['dangqi', 'calendar', shopId, from, to] as const,
  open: (shopId: string, day: string) => ['dangqi', 'open', shopId, day] as const,
  resources: (shopId: string) => ['dangqi', 'resources', shopId] as const,
  staff: (shopId: string) => ['dangqi', 'staff', shopId] as const,
};

export const useCalendar = (shopId: string | null, from: string, to: string) =>
  useQuery({
    queryKey: dangqiKeys.calendar(shopId ?? '', from, to),
    queryFn: () => getResult<DangqiCalendar>(`${D}/calendar`, { shopId, from, to }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });

/** Slots of a day that can still be booked; fetched afresh each time, as others book too. */
export const useOpenSlots = (shopId: string | null, day: string | null) =>
  useQuery({
    queryKey: dangqiKeys.open(shopId ?? '', day ?? ''),
    queryFn: () => getResult<DangqiSlotRecord[]>(`${D}/openSlots`, { shopId, day }),
    enabled: Boolean(shopId && day),
    staleTime: 0,
  });

export const useResources = (shopId: string | null) =>
  useQuery({
    queryKey: dangqiKeys.resources(shopId ?? ''),
    queryFn: () => getResult<DangqiResourceRecord[]>(`${D}/resources`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useShopStaff = (shopId: string | null) =>
  useQuery({
    queryKey: dangqiKeys.staff(shopId ?? ''),
    queryFn: () => getResult<ShopMemberRecord[]>(`${D}/staff`, { shopId }),
    enabled: Boolean(shopId),
  });

export interface SlotsPayload {
  shopId: string;
  from: string;
  to: string;
  weekdays?: number[];
  times: { startMinute: number; endMinute: number }[];
  capacity: number;
  resourceIds: string[];
}

export const addSlots = (payload: SlotsPayload) => postResult<{ created: number }>(`${D}/addSlots`, payload);
export const editSlot = (id: string, capacity: number, resourceIds: string[]) =>
  postResult<DangqiSlotRecord>(`${D}/editSlot`, { id, capacity, resourceIds });
export const deleteSlot = (id: string) => postResult<null>(`${D}/deleteSlot`, { id });
export const closeDay = (shopId: string, day: string, reason: string) =>
  postResult<DangqiClosedDayRecord>(`${D}/closeDay`, { shopId, day, reason });
export const openDay = (shopId: string, day: string) => postResult<null>(`${D}/openDay`, { shopId, day });
export const addResource = (shopId: string, kind: DangqiResourceKind, name: string, userId: string | null) =>
  postResult<DangqiResourceRecord>(`${D}/addResource`, { shopId, kind, name, userId });
export const editResource = (resource: DangqiResourceRecord, status: number) =>
  postResult<DangqiResourceRecord>(`${D}/editResource`, {
    id: resource.id,
    name: resource.name,
    userId: resource.userId,
    status,
  });
