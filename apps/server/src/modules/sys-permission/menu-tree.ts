import type { ButtonAuth, MenuNode } from '@scenecast/contracts';
import type { permissions } from './schema.js';

export type PermissionRow = typeof permissions.$inferSelect;

export const MENU_TYPE_BUTTON = 2;

/** JeecgBoot's route name: the path without its leading slash, `/` turned into `-`. */
export function routeName(path: string): string {
  return path.replace(/^\/+/, '').replaceAll('/', '-');
}

function isExternal(url: string | null): boolean {
  return url !== null && /^https?:\/\//.test(url);
}

export function toButtonAuth(row: PermissionRow, withStatus: boolean): ButtonAuth {
  const auth: ButtonAuth = {
    action: row.perms ?? '',
    type: row.permsType === '1' ? '1' : '2',
    describe: row.name,
  };
  if (withStatus) auth.status = row.status === '0' ? '0' : '1';
  return auth;
}

function toMenuNode(row: PermissionRow, buttons: ButtonAuth[]): MenuNode {
  const url = row.url ?? '';
  // An external link is routed under a path made from its id; the address itself goes in meta.url.
  const path = isExternal(row.url) ? `/external/${row.id}` : url;
  return {
    id: row.id,
    path,
    name: routeName(path),
    component: row.component ?? '',
    redirect: row.redirect,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    route: row.isRoute ? '1' : '0',
    meta: {
      title: row.name,
      ...(row.icon ? { icon: row.icon } : {}),
      keepAlive: row.keepAlive,
      internalOrExternal: row.internalOrExternal,
      ...(row.componentName ? { componentName: row.componentName } : {}),
      ...(isExternal(row.url) ? { url } : {}),
      ...(buttons.length > 0 ? { permissionList: buttons } : {}),
    },
  };
}

const bySortNo = (a: PermissionRow, b: PermissionRow) => a.sortNo - b.sortNo || a.id.localeCompare(b.id);

/**
 * The menu tree from a flat list of permissions: menu entries nest under their parent, sorted by
 * sortNo; a button goes into its menu's meta.permissionList. An entry whose parent is not in the
 * list (not granted) is dropped, so a hidden group never leaks its children.
 */
export function buildMenuTree(rows: PermissionRow[]): MenuNode[] {
  const sorted = [...rows].sort(bySortNo);
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const row of sorted) {
    if (row.menuType === MENU_TYPE_BUTTON) continue;
    const key = row.parentId ?? null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row]);
  }
  const buttonsOf = (id: string) =>
    sorted
      .filter((row) => row.menuType === MENU_TYPE_BUTTON && row.parentId === id)
      .map((row) => toButtonAuth(row, false));
  const build = (parentId: string | null): MenuNode[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const node = toMenuNode(row, buttonsOf(row.id));
      const children = build(row.id);
      return children.length > 0 ? { ...node, children } : node;
    });
  return build(null);
}
