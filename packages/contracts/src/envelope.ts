/** The response envelope of every API call (DESIGN: API conventions). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A page of a list: `{ records, total, size, current, pages }`. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const CODE_OK = 200;
export const CODE_BUSINESS_ERROR = 500;
/** Import finished with erroneous rows (framework §4). */
export const CODE_PARTIAL_IMPORT = 201;
