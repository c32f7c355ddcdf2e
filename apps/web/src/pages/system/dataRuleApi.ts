import type { DataRuleFields, DataRuleRecord, RoleDataRules } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

/** The data rules of a menu entry and their choice per role (issue #11). */

export const dataRuleKeys = {
  all: ['sysDataRule'] as const,
  ofEntry: (permissionId: string) => ['sysDataRule', permissionId] as const,
  ofRole: (permissionId: string, roleId: string) => ['sysDataRule', permissionId, 'role', roleId] as const,
};

export const useDataRules = (permissionId: string) =>
  useQuery({
    queryKey: dataRuleKeys.ofEntry(permissionId),
    queryFn: () => getResult<DataRuleRecord[]>('/sys/permission/getPermRuleListByPermId', { permissionId }),
  });

export const addDataRule = (fields: DataRuleFields) =>
  postResult<DataRuleRecord>('/sys/permission/addPermissionRule', fields);
export const editDataRule = (fields: DataRuleFields & { id: string }) =>
  putResult<DataRuleRecord>('/sys/permission/editPermissionRule', fields);
export const deleteDataRule = (id: string) =>
  call<null>({ method: 'delete', url: '/sys/permission/deletePermissionRule', params: { id } });

export const useRoleDataRules = (permissionId: string, roleId: string) =>
  useQuery({
    queryKey: dataRuleKeys.ofRole(permissionId, roleId),
    queryFn: () => getResult<RoleDataRules>(`/sys/role/datarule/${permissionId}/${roleId}`),
  });

export const saveRoleDataRules = (permissionId: string, roleId: string, dataRuleIds: string[]) =>
  postResult<null>('/sys/role/datarule', { permissionId, roleId, dataRuleIds: dataRuleIds.join(',') });
