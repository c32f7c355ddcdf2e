import {
  msg,
  SHEET_MAX_CELLS,
  SHEET_MAX_COLUMNS,
  SHEET_MAX_INFLATE_RATIO,
  SHEET_MAX_INFLATED_MB,
  SHEET_MAX_MB,
  SHEET_MAX_ROWS,
  SHEET_MAX_ZIP_ENTRIES,
  SHEET_READ_MEMORY_MB,
  SHEET_READ_SECONDS,
} from '@scenecast/contracts';
import { BusinessError } from '../http/errors.js';

/** Why a spreadsheet is refused whole: its type, its structure, or the limit it met. */
export type SheetRefusal =
  | 'fileType'
  | 'unreadable'
  | 'encrypted'
  | 'compressed'
  | 'inflated'
  | 'entries'
  | 'ratio'
  | 'rows'
  | 'columns'
  | 'cells'
  | 'time'
  | 'memory';

const REASONS: Record<SheetRefusal, () => string> = {
  fileType: () => msg('importFileType'),
  unreadable: () => msg('importUnreadable'),
  encrypted: () => msg('importEncrypted'),
  compressed: () => msg('fileTooLarge', 'zh', SHEET_MAX_MB),
  inflated: () => msg('importInflatedLimit', 'zh', SHEET_MAX_INFLATED_MB),
  entries: () => msg('importEntryLimit', 'zh', SHEET_MAX_ZIP_ENTRIES),
  ratio: () => msg('importRatioLimit', 'zh', SHEET_MAX_INFLATE_RATIO),
  rows: () => msg('importRowLimit', 'zh', SHEET_MAX_ROWS),
  columns: () => msg('importColumnLimit', 'zh', SHEET_MAX_COLUMNS),
  cells: () => msg('importCellLimit', 'zh', SHEET_MAX_CELLS),
  time: () => msg('importTimeLimit', 'zh', SHEET_READ_SECONDS),
  memory: () => msg('importMemoryLimit', 'zh', SHEET_READ_MEMORY_MB),
};

/** The import's answer to a refused file: 文件导入失败：<the reason, naming the limit>. */
export function refuseSheet(refusal: SheetRefusal): BusinessError {
  return new BusinessError(msg('importFailed', 'zh', REASONS[refusal]()));
}
