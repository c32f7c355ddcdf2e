import { FENLEI_MAX_LEVEL, type FenleiNode } from '@scenecast/contracts';
import { type MoveDirection, moveImage } from '../../framework/upload/imageOrder';

/** Every category of the tree, parents before their children (tree order). */
export function flattenFenlei(tree: readonly FenleiNode[]): FenleiNode[] {
  return tree.flatMap((node) => [node, ...flattenFenlei(node.children ?? [])]);
}

export function findFenlei(tree: readonly FenleiNode[], id: string | null): FenleiNode | null {
  if (!id) return null;
  return flattenFenlei(tree).find((node) => node.id === id) ?? null;
}

/** A category may get children while it is above the third level (yj, ej; not sj). */
export function canAddChild(node: FenleiNode): boolean {
  return node.level < FENLEI_MAX_LEVEL;
}

function siblingsOf(tree: readonly FenleiNode[], node: FenleiNode): readonly FenleiNode[] {
  if (!node.parentId) return tree;
  return findFenlei(tree, node.parentId)?.children ?? [];
}

export type FenleiMove =
  | { ok: true; endpoint: 'sortType' | 'childrenSortType'; sort: number }
  | { ok: false; error: 'unknownOperation' | 'alreadyLast' };

/**
 * One place up or down among the siblings: the server's sortType moves a top-level category and
 * childrenSortType a sub-category, both to a 1-based place.
 */
export function fenleiMove(tree: readonly FenleiNode[], id: string, direction: MoveDirection): FenleiMove {
  const node = findFenlei(tree, id);
  if (!node) return { ok: false, error: 'unknownOperation' };
  const siblings = siblingsOf(tree, node);
  const index = siblings.findIndex((sibling) => sibling.id === id);
  const moved = moveImage(siblings, index, direction);
  if (!moved.ok) return moved;
  const target = direction === 'up' ? index - 1 : index + 1;
  return { ok: true, endpoint: node.parentId ? 'childrenSortType' : 'sortType', sort: target + 1 };
}

export interface FenleiSelectOption {
  value: string;
  title: string;
  children: FenleiSelectOption[];
}

/** The tree as a TreeSelect's data. */
/** Category pickers search the names people type (their values are ids). */
export const fenleiSearch = { treeNodeFilterProp: 'title' };

export function fenleiOptions(tree: readonly FenleiNode[]): FenleiSelectOption[] {
  return tree.map((node) => ({ value: node.id, title: node.name, children: fenleiOptions(node.children ?? []) }));
}

/** Category names of an album, in tree order, for the list. */
export function fenleiNames(tree: readonly FenleiNode[], ids: readonly string[]): string[] {
  return flattenFenlei(tree)
    .filter((node) => ids.includes(node.id))
    .map((node) => node.name);
}

/** Costume numbers entered more than once (trimmed), each once, in entry order. */
export function repeatedNumbers(numbers: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const raw of numbers) {
    const number = raw.trim();
    if (!number) continue;
    if (seen.has(number) && !repeated.includes(number)) repeated.push(number);
    seen.add(number);
  }
  return repeated;
}

export interface KepianFilters {
  fenleiId?: string | null;
  status?: number | null;
  isPublicPd?: number | null;
  isPublicXcx?: number | null;
  vipOnly?: number | null;
  mainNumber?: string;
}

/** The list query: empty filters left out, the number searched as "contains" (`*v*`). */
export function listParams(shopId: string, filters: KepianFilters, pageNo: number, pageSize: number) {
  const params: Record<string, string | number> = { shopId, pageNo, pageSize };
  for (const key of ['fenleiId', 'status', 'isPublicPd', 'isPublicXcx', 'vipOnly'] as const) {
    const value = filters[key];
    if (value !== null && value !== undefined && value !== '') params[key] = value;
  }
  const number = filters.mainNumber?.trim().replace(/\*/g, '');
  if (number) params.mainNumber = `*${number}*`;
  return params;
}

/** A photo of the editor: one already in the album, or a file being (or just) uploaded. */
export interface EditorPhoto {
  uid: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  /** The stored path (existing photo's fileKey, or the upload's answer). */
  path?: string;
  url?: string;
  problem?: string | null;
}

/** Moves the photo one place; refusals are the image-order ones (未知的操作 / 已到最后~). */
export function movePhoto(photos: readonly EditorPhoto[], uid: string, direction: MoveDirection) {
  return moveImage(
    photos,
    photos.findIndex((photo) => photo.uid === uid),
    direction,
  );
}

/** Puts the photo first: the first photo is the album's cover. */
export function photoFirst(photos: readonly EditorPhoto[], uid: string): EditorPhoto[] {
  const photo = photos.find((entry) => entry.uid === uid);
  if (!photo) return [...photos];
  return [photo, ...photos.filter((entry) => entry.uid !== uid)];
}

/** The paths to save in album order, or null while a photo is uploading or failed. */
export function savedPaths(photos: readonly EditorPhoto[]): string[] | null {
  if (photos.some((photo) => photo.status !== 'done' || !photo.path)) return null;
  return photos.map((photo) => photo.path as string);
}
