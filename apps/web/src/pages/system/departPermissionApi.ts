import type {
  DepartRoleEdit,
  DepartRoleFields,
  DepartRoleRecord,
  Page,
  PermissionTreeList,
} from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

/** Department permissions and department roles: the calls of the departments page's two tabs. */

/** The button that lets a user set what a department may grant and manage its roles. */
export const DEPART_PERMISSION = 'system:depart:permission';

export const departPermissionKeys = {
  all: ['departPermission'] as const,
  grantable: ['departPermission', 'grantable'] as const,
  ofDepart: (departId: string) => ['departPermission', 'depart', departId] as const,
  roleTree: (departId: string) => ['departPermission', 'roleTree', departId] as const,
  roles: (departId: string) => ['departPermission', 'roles', departId] as const,
  ofRole: (roleId: string) => ['departPermission', 'role', roleId] as const,
  roleUsers: (roleId: string) => ['departPermission', 'roleUsers', roleId] as const,
  members: (departId: string) => ['departPermission', 'members', departId] as const,
};

export const useGrantableTree = () =>
  useQuery({
    queryKey: departPermissionKeys.grantable,
    queryFn: () => getResult<PermissionTreeList>('/sys/sysDepartPermission/queryTreeList'),
  });

export const useDepartPermissions = (departId: string) =>
  useQuery({
    queryKey: departPermissionKeys.ofDepart(departId),
    queryFn: () => getResult<string[]>('/sys/permission/queryDepartPermission', { departId }),
  });

export const saveDepartPermissions = (departId: string, permissionIds: string[], lastpermissionIds: string[]) =>
  postResult<null>('/sys/permission/saveDepartPermission', {
    departId,
    permissionIds: permissionIds.join(','),
    lastpermissionIds: lastpermissionIds.join(','),
  });

export const useDepartRoleTree = (departId: string) =>
  useQuery({
    queryKey: departPermissionKeys.roleTree(departId),
    queryFn: () => getResult<PermissionTreeList>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId }),
  });

export const useDepartRoles = (departId: string) =>
  useQuery({
    queryKey: departPermissionKeys.roles(departId),
    queryFn: () =>
      getResult<Page<DepartRoleRecord>>('/sys/sysDepartRole/list', { deptId: departId, pageNo: 1, pageSize: 100 }),
  });

export const addDepartRole = (fields: DepartRoleFields) =>
  postResult<DepartRoleRecord>('/sys/sysDepartRole/add', fields);
export const editDepartRole = (fields: DepartRoleEdit) =>
  putResult<DepartRoleRecord>('/sys/sysDepartRole/edit', fields);
export const deleteDepartRole = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/sysDepartRole/deleteBatch', params: { ids: id } });

export const useDepartRolePermissions = (roleId: string | null) =>
  useQuery({
    queryKey: departPermissionKeys.ofRole(roleId ?? ''),
    queryFn: () => getResult<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
    enabled: roleId !== null,
  });

export const saveDepartRolePermissions = (roleId: string, permissionIds: string[], lastpermissionIds: string[]) =>
  postResult<null>('/sys/sysDepartPermission/saveDeptRolePermission', {
    roleId,
    permissionIds: permissionIds.join(','),
    lastpermissionIds: lastpermissionIds.join(','),
  });

export interface DepartMember {
  id: string;
  username: string;
  realname: string | null;
}

export const useDepartMembers = (departId: string, enabled: boolean) =>
  useQuery({
    queryKey: departPermissionKeys.members(departId),
    queryFn: () => getResult<DepartMember[]>('/sys/user/queryUserByDepId', { id: departId }),
    enabled,
  });

export const useDepartRoleUsers = (roleId: string | null) =>
  useQuery({
    queryKey: departPermissionKeys.roleUsers(roleId ?? ''),
    queryFn: () => getResult<string[]>('/sys/sysDepartRole/queryRoleUsers', { roleId }),
    enabled: roleId !== null,
  });

export const saveDepartRoleUsers = (roleId: string, userIds: string[]) =>
  postResult<null>('/sys/sysDepartRole/saveRoleUsers', { roleId, userIds });
