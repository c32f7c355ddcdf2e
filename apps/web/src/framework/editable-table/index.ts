export { EditableTable, type EditableTableHandle, type EditableTableProps } from './EditableTable';
export { committedRows, isTempRowId } from './rowOps';
export type { ColumnOption, ColumnType, EditableColumn, EditMode, TableRow, UploadCellValue } from './types';
export { isTableValidationError, TableValidationError } from './validation';
