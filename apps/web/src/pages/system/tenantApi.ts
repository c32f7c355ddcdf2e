import type { Page, TenantFields, TenantMember, TenantRecord } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

/** The button of every tenant write; only the platform administrators (admin role) hold it. */
export const TENANT_MANAGE = 'system:tenant:manage';

export interface TenantParams {
  pageNo: number;
  pageSize: number;
  name?: string;
  status?: number;
}

export const tenantKeys = {
  all: ['tenant'] as const,
  list: (params: TenantParams) => ['tenant', 'list', params],
  members: (id: number) => ['tenant', 'members', id],
};

export const useTenants = (params: TenantParams) =>
  useQuery({
    queryKey: tenantKeys.list(params),
    queryFn: () => getResult<Page<TenantRecord>>('/sys/tenant/list', { ...params }),
    placeholderData: keepPreviousData,
  });

export const useTenantMembers = (id: number) =>
  useQuery({
    queryKey: tenantKeys.members(id),
    queryFn: () => getResult<TenantMember[]>('/sys/tenant/members', { id }),
  });

export const addTenant = (fields: TenantFields) => postResult<{ id: number }>('/sys/tenant/add', fields);
export const editTenant = (fields: TenantFields & { id: number }) => putResult<null>('/sys/tenant/edit', fields);
export const deleteTenant = (id: number) => call<null>({ method: 'delete', url: '/sys/tenant/delete', params: { id } });
export const addTenantMember = (tenantId: number, username: string) =>
  postResult<null>('/sys/tenant/addMember', { tenantId, username });
export const removeTenantMember = (params: { tenantId: number; userId: string; defaultTenantId?: number }) =>
  call<null>({ method: 'delete', url: '/sys/tenant/removeMember', params });
