import { z } from 'zod';
import { msg } from './messages.js';

/** A tenant's status: 1 enabled (正常), 0 frozen (冻结), as sys_tenant.status stores it. */
export const TENANT_STATUS = { enabled: 1, frozen: 0 } as const;

/** A row of GET /sys/tenant/list. */
export interface TenantRecord {
  id: number;
  name: string;
  status: number;
  memberCount: number;
  createTime: string;
}

/** A member of a tenant, as the members drawer lists them. */
export interface TenantMember {
  id: string;
  username: string;
  realname: string;
  /** The tenant is the user's default one (users.tenantId). */
  isDefault: boolean;
  /** The user's other tenants, for choosing a new default one before removing the default. */
  otherTenants: { id: number; name: string }[];
}

const tenantId = z.coerce.number().int().positive().max(2_147_483_647);

export const tenantFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, msg('tenantNameRequired'))
    .max(100, msg('maxLength', 'zh', 100)),
  status: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value === 1, msg('tenantStatusInvalid')),
});
export type TenantFields = z.input<typeof tenantFields>;

export const tenantEditPayload = tenantFields.extend({ id: tenantId });

export const tenantMemberAddPayload = z.object({
  tenantId,
  username: z.string().trim().min(1, msg('userNameRequired')).max(64),
});

export const tenantMemberRemoveQuery = z.object({
  tenantId,
  userId: z.string().min(1).max(64),
  /** Required when the tenant is the user's default one: another of their tenants. */
  defaultTenantId: tenantId.optional(),
});

export const tenantIdQuery = z.object({ id: tenantId });
