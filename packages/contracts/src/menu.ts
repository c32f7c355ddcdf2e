/** The permission payload in JeecgBoot's shape (GET /sys/permission/getUserPermissionByToken). */
export interface MenuMeta {
  title: string;
  /** The title in English (sys_permission.name_en), when the menu has one. */
  titleEn?: string;
  icon?: string;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName?: string;
  url?: string;
  permissionList?: ButtonAuth[];
  hiddenHeaderContent?: boolean;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  /** "0" hides the entry from the routes. */
  route: '1' | '0';
  meta: MenuMeta;
  children?: MenuNode[];
}

/** A button permission: type '1' menu, '2' button; status '0' disabled, '1' enabled. */
export interface ButtonAuth {
  action: string;
  type: '1' | '2';
  describe: string;
  status?: '0' | '1';
}

export interface PermissionResult {
  menu: MenuNode[];
  auth: ButtonAuth[];
  allAuth: ButtonAuth[];
  sysSafeMode: boolean;
}

/**
 * The live message a console gets when its user's menu or buttons changed (a role's permissions,
 * the menu rows, a new scene): it reloads the permission payload and its routes.
 */
export const MENU_CHANGED_CMD = 'menuChanged';
