import { DEFAULT_PAGE_SIZE, type Page } from '@scenecast/contracts';
import { z } from 'zod';

/** List query parameters: pageNo, pageSize (default 10), column, order (default createTime desc). */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
  column: z.string().optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function toPage<T>(records: T[], total: number, query: Pick<PageQuery, 'pageNo' | 'pageSize'>): Page<T> {
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}

/**
 * Resolves a client's sort column through an allow-list: request text never reaches SQL.
 * Unknown columns fall back to the default (createTime).
 */
export function sortColumn<T>(allowed: Record<string, T>, column: string | undefined, fallback: T): T {
  return column !== undefined && Object.hasOwn(allowed, column) ? allowed[column] : fallback;
}
