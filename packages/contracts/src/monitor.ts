/** The monitoring calls' shapes (issue #12), as the server answers and the console reads them. */

/** One answered API request, as the recent-requests page lists it. */
export interface RecentRequest {
  time: string;
  method: string;
  /** Without the query string. */
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
}

/** One statement text's timings. */
export interface StatementTiming {
  query: string;
  calls: number;
  meanMs: number;
  totalMs: number;
  maxMs: number;
}
