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
      ...(row.nameEn ? { titleEn: row.nameEn } : {}),
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

/**
 * The entries a user with these scenes sees: an entry with a scene list (sys_permission.scene_id)
 * only when the user has one of its scenes, and anything under a hidden entry is hidden with it.
 */
export function entriesForScenes(rows: PermissionRow[], scenes: ReadonlySet<string>): PermissionRow[] {
  const kept = rows.filter((row) => !row.sceneId || row.sceneId.split(',').some((id) => scenes.has(id.trim())));
  const byId = new Map(kept.map((row) => [row.id, row]));
  const reachesRoot = (row: PermissionRow, depth = 0): boolean => {
    if (!row.parentId) return true;
    const parent = byId.get(row.parentId);
    return parent !== undefined && depth < 16 && reachesRoot(parent, depth + 1);
  };
  return kept.filter((row) => reachesRoot(row));
}

/**
 * Drops a menu entry whose path an earlier entry (in menu order) already routes: scenes that share
 * pages (clothing uses the photography shop pages) list them under each, and a user with both
 * scenes must get each route once.
 */
export function withoutRepeatedPaths(menu: MenuNode[], seen = new Set<string>()): MenuNode[] {
  const result: MenuNode[] = [];
  for (const node of menu) {
    if (node.path && seen.has(node.path)) continue;
    if (node.path) seen.add(node.path);
    const children = node.children ? withoutRepeatedPaths(node.children, seen) : undefined;
    const { children: _dropped, ...rest } = node;
    result.push(children && children.length > 0 ? { ...rest, children } : rest);
  }
  return result;
}

/** One button per action: entries shared by several scenes carry the same buttons. */
export function uniqueActions(auths: ButtonAuth[]): ButtonAuth[] {
  const seen = new Set<string>();
  return auths.filter((auth) => !seen.has(auth.action) && seen.add(auth.action));
}
