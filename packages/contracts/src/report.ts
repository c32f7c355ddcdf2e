import type { DictItem } from './auth.js';

/** What the online-report calls answer (framework §3 "Online report config", §7). */
export interface ReportColumnAnswer {
  dataIndex: string;
  title: string;
  /** A dictionary code of dictOptions translating the cell's value. */
  customRender?: string;
  /** The report sorts by this column when getData names it in `column` (with `order`). */
  sorter?: boolean;
}

export interface ReportColumnsAnswer {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: ReportColumnAnswer[];
  dictOptions: Record<string, DictItem[]>;
}

export interface ReportQueryItem {
  field: string;
  label: string;
  mode: 'single';
  type: 'string' | 'number' | 'date';
  dictCode?: string;
  hidden?: '1';
}
