import type {
  Page,
  PermissionFields,
  PermissionRecord,
  PermissionTreeList,
  PermissionTreeRecord,
  RoleFields,
  RoleRecord,
} from '@scenecast/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

/** Roles, menus and role permissions: the calls of the roles and menus pages. */

export const roleKeys = {
  all: ['sysRole'] as const,
  list: (params: RoleParams) => ['sysRole', 'list', params] as const,
  tree: ['sysRole', 'tree'] as const,
  granted: (roleId: string) => ['sysRole', 'granted', roleId] as const,
  menus: (name: string) => ['sysMenu', name] as const,
};

export interface RoleParams {
  pageNo: number;
  pageSize: number;
  roleName?: string;
  roleCode?: string;
  column?: string;
  order?: 'asc' | 'desc';
}

export const useRoles = (params: RoleParams) =>
  useQuery({
    queryKey: roleKeys.list(params),
    queryFn: () => getResult<Page<RoleRecord>>('/sys/role/list', { ...params }),
    placeholderData: keepPreviousData,
  });

export const reloadRoles = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: roleKeys.all });

export const addRole = (fields: RoleFields) => postResult<RoleRecord>('/sys/role/add', fields);
export const editRole = (fields: RoleFields & { id: string }) => putResult<RoleRecord>('/sys/role/edit', fields);
export const deleteRole = (id: string) => call<null>({ method: 'delete', url: '/sys/role/delete', params: { id } });

/** The checkbox tree of what the caller may give, and what the role holds. */
export const usePermissionTree = (enabled: boolean) =>
  useQuery({
    queryKey: roleKeys.tree,
    queryFn: () => getResult<PermissionTreeList>('/sys/role/queryTreeList'),
    enabled,
  });

export const useRolePermissions = (roleId: string | null) =>
  useQuery({
    queryKey: roleKeys.granted(roleId ?? ''),
    queryFn: () => getResult<string[]>('/sys/permission/queryRolePermission', { roleId }),
    enabled: roleId !== null,
  });

export const saveRolePermissions = (roleId: string, permissionIds: string[]) =>
  postResult<null>('/sys/permission/saveRolePermission', { roleId, permissionIds: permissionIds.join(',') });

export const usePermissionList = (name: string) =>
  useQuery({
    queryKey: roleKeys.menus(name),
    queryFn: () => getResult<PermissionTreeRecord[]>('/sys/permission/list', name ? { name } : {}),
    placeholderData: keepPreviousData,
  });

export const reloadMenus = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['sysMenu'] });

export const addPermission = (fields: PermissionFields) => postResult<PermissionRecord>('/sys/permission/add', fields);
export const editPermission = (fields: PermissionFields & { id: string }) =>
  putResult<PermissionRecord>('/sys/permission/edit', fields);
export const deletePermission = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/permission/delete', params: { id } });
