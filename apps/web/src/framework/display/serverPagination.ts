import { PAGE_SIZE_OPTIONS } from '@scenecast/contracts';
import type { TablePaginationConfig } from 'antd';
import type { Dispatch, SetStateAction } from 'react';

interface PageParams {
  pageNo: number;
  pageSize: number;
}

/** A server-paged table's pagination: the page asked for, the total answered; a change asks again. */
export function serverPagination<Params extends PageParams>(
  params: Params,
  total: number | undefined,
  setParams: Dispatch<SetStateAction<Params>>,
): TablePaginationConfig {
  return {
    current: params.pageNo,
    pageSize: params.pageSize,
    total,
    onChange: (pageNo, pageSize) => setParams((p) => ({ ...p, pageNo, pageSize })),
  };
}

/**
 * A list page's pagination with a page-size choice: a new size goes back to page 1, as the page
 * asked for may no longer exist. `showTotal` defaults to the bare count.
 */
export function sizedPagination(
  pageNo: number,
  pageSize: number,
  total: number | undefined,
  change: { setPageNo: (pageNo: number) => void; setPageSize: (pageSize: number) => void },
  showTotal: (total: number) => string = (count) => `${count}`,
): TablePaginationConfig {
  return {
    current: pageNo,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal,
    onChange: (page, size) => {
      change.setPageNo(size === pageSize ? page : 1);
      change.setPageSize(size);
    },
  };
}
