import { msg, SHEET_MAX_CELLS, SHEET_MAX_COLUMNS, SHEET_MAX_ROWS } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { numberRowsXml, smallXlsx, workbookParts, zipOf } from '../../test/hostile-sheets.js';
import { readSheetRows } from './reader.js';

const refused = (reason: string) => msg('importFailed', 'zh', reason);
const NUMBER_COLUMN = [{ title: '1', field: 'n' }] as const;

describe('reading a sheet on its thread', () => {
  it('maps the rows by column title', async () => {
    const bytes = smallXlsx([
      ['年龄', '姓名'],
      [30, '甲'],
      [null, null],
      [41, '乙'],
    ]);
    const rows = await readSheetRows(bytes, [
      { title: '姓名', field: 'name' },
      { title: '年龄', field: 'age' },
    ]);
    expect(rows).toEqual([
      { line: 2, values: { name: '甲', age: '30' } },
      { line: 4, values: { name: '乙', age: '41' } },
    ]);
  });

  it('takes a sheet of exactly the most data rows', async () => {
    const bytes = zipOf(workbookParts(numberRowsXml(SHEET_MAX_ROWS + 1)));
    expect(await readSheetRows(bytes, NUMBER_COLUMN)).toHaveLength(SHEET_MAX_ROWS);
  });

  it('refuses a sheet of one data row more than the limit, naming it', async () => {
    const bytes = zipOf(workbookParts(numberRowsXml(SHEET_MAX_ROWS + 2)));
    await expect(readSheetRows(bytes, NUMBER_COLUMN)).rejects.toThrow(refused('数据行数不能超过10000行'));
  });

  it('refuses a sheet wider than the column limit, naming it', async () => {
    const header = Array.from({ length: SHEET_MAX_COLUMNS + 1 }, (_, i) => `列${i}`);
    await expect(readSheetRows(smallXlsx([header]), NUMBER_COLUMN)).rejects.toThrow(refused('列数不能超过100列'));
  });

  it('refuses a sheet of more cells than the limit, naming it', async () => {
    const lines = Math.floor(SHEET_MAX_CELLS / SHEET_MAX_COLUMNS) + 1;
    const bytes = zipOf(workbookParts(numberRowsXml(lines, SHEET_MAX_COLUMNS)));
    await expect(readSheetRows(bytes, NUMBER_COLUMN)).rejects.toThrow(refused('单元格数不能超过500000个'));
  });

  it('refuses a part that inflates past the size it declares, as unreadable', async () => {
    const bytes = zipOf(workbookParts(numberRowsXml(2_000), 1_000));
    await expect(readSheetRows(bytes, NUMBER_COLUMN)).rejects.toThrow(refused('无法读取文件，请检查文件内容'));
  });
});
