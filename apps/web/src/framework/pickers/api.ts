import type { Page } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getResult } from '../http';

export interface DepartNode {
  id: string;
  key: string;
  title: string;
  isLeaf?: boolean;
  children?: DepartNode[];
}

/** A user as the picker shows them: no phone, no e-mail. */
export interface UserRow {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  orgCodeTxt: string | null;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export const pickerKeys = {
  departTree: ['pickers', 'departTree'] as const,
  users: (query: UserQuery) => ['pickers', 'users', query] as const,
  entities: (url: string, query: Record<string, unknown>) => ['pickers', 'entities', url, query] as const,
};

/**
 * The caller's department tree, names only; shared by the user and department pickers, which pages
 * of any menu hold (the department management page's own tree is queryTreeList).
 */
export const useDepartTree = (enabled = true) =>
  useQuery({
    queryKey: pickerKeys.departTree,
    queryFn: () => getResult<DepartNode[]>('/sys/sysDepart/pickerTree'),
    enabled,
  });

export interface UserQuery extends PageQuery {
  departId?: string;
  username?: string;
  realname?: string;
}

/** One page of the user picker: any signed-in user's call, without contact details. */
export const useUserPage = (query: UserQuery, enabled: boolean) =>
  useQuery({
    queryKey: pickerKeys.users(query),
    queryFn: () => getResult<Page<UserRow>>('/sys/user/picker', { ...query }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One page of any list url answering the list shape (business-entity picker). */
export const useEntityPage = <T>(url: string, query: Record<string, unknown>, enabled: boolean) =>
  useQuery({
    queryKey: pickerKeys.entities(url, query),
    queryFn: () => getResult<Page<T>>(url, query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every department of a tree, flattened, for looking names up by id. */
export function flattenDeparts(nodes: readonly DepartNode[] | undefined): DepartNode[] {
  const all: DepartNode[] = [];
  const walk = (list: readonly DepartNode[]) => {
    for (const node of list) {
      all.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes ?? []);
  return all;
}
