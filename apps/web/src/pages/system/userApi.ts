import type {
  AdminChangePasswordPayload,
  FrozenBatchPayload,
  Page,
  UserAddPayload,
  UserAdminRow,
  UserDetail,
  UserEditPayload,
} from '@scenecast/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { getResult, postResult, putResult } from '../../framework/http';

const BASE = '/sys/user';

export interface UserListParams {
  pageNo: number;
  pageSize: number;
  username?: string;
  realname?: string;
  phone?: string;
  status?: '1' | '2';
}

export const userKeys = {
  all: ['sys-user'] as const,
  list: (params: UserListParams) => ['sys-user', 'list', params] as const,
  detail: (id: string) => ['sys-user', 'detail', id] as const,
};

export const reloadUsers = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: userKeys.all });

export const useUserList = (params: UserListParams) =>
  useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => getResult<Page<UserAdminRow>>(`${BASE}/list`, { ...params }),
    placeholderData: keepPreviousData,
  });

/** One user with roles, departments and positions, for the edit dialog. */
export const useUserDetail = (id: string | null) =>
  useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: async () => (await getResult<UserDetail[]>(`${BASE}/getMultiUser`, { ids: id }))[0] ?? null,
    enabled: id !== null,
    gcTime: 0,
  });

export const addUser = (payload: UserAddPayload) => postResult<UserDetail>(`${BASE}/add`, payload);
export const editUser = (payload: UserEditPayload) => putResult<UserDetail>(`${BASE}/edit`, payload);

export const frozenBatch = (payload: FrozenBatchPayload) => putResult<null>(`${BASE}/frozenBatch`, payload);

export const changeUserPassword = (payload: AdminChangePasswordPayload) =>
  putResult<null>(`${BASE}/changePassword`, payload);

export interface RoleOption {
  id: string;
  roleName: string;
}

/** The roles the caller may give, names only (the role management page's own list is queryall). */
export const useAssignableRoles = () =>
  useQuery({ queryKey: ['sys-user', 'roles'], queryFn: () => getResult<RoleOption[]>('/sys/role/options') });
