import type { MessageKey } from '@scenecast/contracts';

/** The calls of a generic list, configured by URL (framework §7 "Online reports and lists"). */
export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
  exportXls?: string;
  importExcel?: string;
}

/** What a list says when a call it is asked for has no URL (请设置url.list属性! and the like). */
export const MISSING_URL: Record<'list' | 'delete' | 'deleteBatch', MessageKey> = {
  list: 'listUrlMissing',
  delete: 'listDeleteUrlMissing',
  deleteBatch: 'listDeleteBatchUrlMissing',
};

/** Why a batch delete cannot start: no URL configured, or nothing selected (请选择一条记录！). */
export function batchDeleteRefusal(urls: ListUrls, ids: string[]): MessageKey | null {
  if (!urls.deleteBatch) return MISSING_URL.deleteBatch;
  return ids.length === 0 ? 'listSelectOneRecord' : null;
}
