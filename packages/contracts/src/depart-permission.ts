import { z } from 'zod';
import { idList, roleFields } from './sysadmin-payloads.js';

/**
 * Department permissions and department roles (issue #11): the menus and buttons a department may
 * grant, and the roles inside a department that grant a part of them to its members.
 */

/** The button of the departments page that lets a user set these (tenant owners, the platform admin). */
export const DEPART_PERMISSION_ACTION = 'system:depart:permission';

const id = z.string().trim().min(1).max(64);

/**
 * POST /sys/permission/saveDepartPermission and /sys/sysDepartPermission/saveDeptRolePermission.
 * JeecgBoot's clients send the ids before the change too; the server reads the stored ones instead.
 */
export const saveDepartPermission = z.object({
  departId: id,
  permissionIds: idList.default([]),
  lastpermissionIds: z.unknown().optional(),
});

export const saveDeptRolePermission = z.object({
  roleId: id,
  permissionIds: idList.default([]),
  lastpermissionIds: z.unknown().optional(),
});

/** A department role: the fields of a role, in one department (its code unique there). */
export const departRoleFields = roleFields.extend({ departId: id });
export type DepartRoleFields = z.input<typeof departRoleFields>;

export const departRoleEdit = roleFields.extend({ id });
export type DepartRoleEdit = z.input<typeof departRoleEdit>;

/** POST /sys/sysDepartRole/saveRoleUsers: the members of the department who hold the role. */
export const saveDepartRoleUsers = z.object({ roleId: id, userIds: idList.default([]) });

export interface DepartRoleRecord {
  id: string;
  departId: string;
  roleCode: string;
  roleName: string;
  description: string | null;
  createTime: string;
}
