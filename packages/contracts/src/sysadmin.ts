/** Roles, menus and role permissions as the administration pages read them (issue #11). */

export interface RoleRecord {
  id: string;
  roleCode: string;
  roleName: string;
  description: string | null;
  /** The tenant owning the role; null for a built-in role every tenant shares (admin, owner, staff). */
  tenantId: number | null;
  createTime: string;
}

/** Menu types of sys_permission: 0 top menu, 1 sub menu, 2 button. */
export const MENU_TYPES = [0, 1, 2] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** One sys_permission row as the menu page edits it. */
export interface PermissionRecord {
  id: string;
  parentId: string | null;
  name: string;
  nameEn: string | null;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: MenuType;
  perms: string | null;
  permsType: '1' | '2';
  sortNo: number;
  icon: string | null;
  isRoute: boolean;
  isLeaf: boolean;
  keepAlive: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  status: '0' | '1';
  createTime: string;
}

/** /sys/permission/list: the rows as a tree. */
export interface PermissionTreeRecord extends PermissionRecord {
  children?: PermissionTreeRecord[];
}

/** JeecgBoot's TreeModel: the checkbox tree of role permission assignment. */
export interface PermissionTreeNode {
  key: string;
  title: string;
  titleEn: string | null;
  value: string;
  parentId: string | null;
  menuType: MenuType;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag: boolean;
  children?: PermissionTreeNode[];
}

/** /sys/role/queryTreeList and /sys/permission/queryTreeList: the tree and every id in it. */
export interface PermissionTreeList {
  treeList: PermissionTreeNode[];
  ids: string[];
}

/** Role actions (button permissions) the role and menu routes declare. */
export const ROLE_ACTIONS = {
  add: 'system:role:add',
  edit: 'system:role:edit',
  delete: 'system:role:delete',
  permission: 'system:role:permission',
} as const;

export const PERMISSION_ACTIONS = {
  add: 'system:permission:add',
  edit: 'system:permission:edit',
  delete: 'system:permission:delete',
} as const;
