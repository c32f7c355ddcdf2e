import {
  type Announcement,
  type AnnouncementDetail,
  type AnnouncementFields,
  type AnnouncementNotice,
  type ListByUserResult,
  NOTICE_POLL_MS,
  type Page,
  type TodoItem,
} from '@scenecast/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

const BASE = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';

export const announcementKeys = {
  all: ['announcement'] as const,
  byUser: ['announcement', 'byUser'] as const,
  todos: ['announcement', 'todos'] as const,
  detail: (id: string) => ['announcement', 'detail', id] as const,
  mine: (params: MyAnnouncementParams) => ['announcement', 'mine', params] as const,
  managed: (params: ManagedParams) => ['announcement', 'managed', params] as const,
};

/** Reloads every announcement list and the to-dos (a push arrived, or the user read something). */
export function reloadAnnouncements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: announcementKeys.all });
}

/** The bell's lists; polled every 6 s only while the live channel is down (framework §9). */
export function useListByUser(enabled: boolean, liveIsOpen: boolean) {
  return useQuery({
    queryKey: announcementKeys.byUser,
    queryFn: () => getResult<ListByUserResult>(`${BASE}/listByUser`),
    enabled,
    refetchInterval: liveIsOpen ? false : NOTICE_POLL_MS,
  });
}

export function useTodos(enabled: boolean, liveIsOpen: boolean) {
  return useQuery({
    queryKey: announcementKeys.todos,
    queryFn: () => getResult<TodoItem[]>('/sys/todo/list'),
    enabled,
    refetchInterval: liveIsOpen ? false : NOTICE_POLL_MS,
  });
}

export const useAnnouncementDetail = (id: string | null) =>
  useQuery({
    queryKey: announcementKeys.detail(id ?? ''),
    queryFn: () => getResult<AnnouncementDetail>(`${BASE}/queryById`, { id }),
    enabled: id !== null,
  });

export const markAnnouncementRead = (anntId: string) => putResult<null>(`${SEND}/editByAnntIdAndUserId`, { anntId });
export const markAllAnnouncementsRead = () => putResult<null>(`${SEND}/readAll`);

export interface MyAnnouncementParams {
  pageNo: number;
  pageSize: number;
  titile?: string;
  readFlag?: '0' | '1';
  priority?: string;
}

export const useMyAnnouncements = (params: MyAnnouncementParams) =>
  useQuery({
    queryKey: announcementKeys.mine(params),
    queryFn: () => getResult<Page<AnnouncementNotice>>(`${SEND}/getMyAnnouncementSend`, { ...params }),
    placeholderData: keepPreviousData,
  });

export interface ManagedParams {
  pageNo: number;
  pageSize: number;
  titile?: string;
  sendStatus?: string;
}

export const useManagedAnnouncements = (params: ManagedParams) =>
  useQuery({
    queryKey: announcementKeys.managed(params),
    queryFn: () => getResult<Page<Announcement>>(`${BASE}/list`, { ...params }),
    placeholderData: keepPreviousData,
  });

export const addAnnouncement = (fields: AnnouncementFields) => postResult<Announcement>(`${BASE}/add`, fields);
export const editAnnouncement = (fields: AnnouncementFields & { id: string }) =>
  putResult<Announcement>(`${BASE}/edit`, fields);
export const deleteAnnouncement = (id: string) =>
  call<null>({ method: 'delete', url: `${BASE}/delete`, params: { id } });
export const releaseAnnouncement = (id: string) => getResult<{ receivers: number }>(`${BASE}/doReleaseData`, { id });
export const revokeAnnouncement = (id: string) => getResult<null>(`${BASE}/doReovkeData`, { id });

/**
 * The sender's real name, looked up by username (framework §2) through the names look-up that any
 * signed-in user may call: the bell shows announcements on every page, not only to user managers.
 */
export const useSenderName = (username: string | undefined) =>
  useQuery({
    queryKey: ['announcement', 'sender', username],
    queryFn: async () => {
      const found = await getResult<{ username: string; realname: string }[]>('/sys/user/realnames', {
        usernames: username,
      });
      return found.find((user) => user.username === username)?.realname || username;
    },
    enabled: Boolean(username),
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface RoleOption {
  id: string;
  roleName: string;
}

export const useRoleOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['announcement', 'roles'],
    queryFn: () => getResult<RoleOption[]>('/sys/role/options'),
    enabled,
  });
