// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${title} is the spec's message placeholder.
import { VALIDATE_FAILED } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import type { EditableColumn, TableRow } from './types';
import { failuresByRow, TableValidationError, validateOneCell, validateRows } from './validation';

const columns: EditableColumn[] = [
  { key: 'name', title: '姓名', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'phone', title: '手机号', type: 'input', validateRules: [{ pattern: 'm', message: '${title}有误' }] },
  { key: 'note', title: '备注', type: 'input' },
];

describe('editable table commit validation', () => {
  it('finds every failing cell in row order, unique counted across the column', () => {
    const rows: TableRow[] = [
      { id: 'a', name: '张三', phone: '13800000000' },
      { id: 'b', name: '', phone: '123' },
      { id: 'c', name: '张三 ', phone: '' },
    ];
    expect(validateRows(rows, columns, 'zh')).toEqual([
      { rowId: 'a', rowIndex: 0, key: 'name', message: '姓名不能重复' },
      { rowId: 'b', rowIndex: 1, key: 'name', message: '姓名不能为空' },
      { rowId: 'b', rowIndex: 1, key: 'phone', message: '手机号有误' },
      { rowId: 'c', rowIndex: 2, key: 'name', message: '姓名不能重复' },
    ]);
  });

  it('passes valid rows', () => {
    expect(validateRows([{ id: 'a', name: 'x', phone: '13900000000' }], columns, 'zh')).toEqual([]);
  });

  it('checks one edited cell against the other rows', () => {
    const rows: TableRow[] = [
      { id: 'a', name: 'x' },
      { id: 'b', name: 'x' },
    ];
    expect(validateOneCell(rows, rows[1], columns[0], 'zh')).toBe('姓名不能重复');
    expect(validateOneCell(rows, { id: 'b', name: 'y' }, columns[0], 'zh')).toBeNull();
  });

  it('groups failures by row and carries the marker and pane key on the error', () => {
    const failures = validateRows([{ id: 'b', name: '', phone: '1' }], columns, 'zh');
    expect(failuresByRow(failures).get('b')).toEqual({ name: '姓名不能为空', phone: '手机号有误' });
    const error = new TableValidationError('records', failures, 'zh');
    expect(error).toMatchObject({ error: VALIDATE_FAILED, paneKey: 'records', message: '表格校验未通过' });
  });
});
