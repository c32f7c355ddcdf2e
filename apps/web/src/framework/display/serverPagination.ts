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
