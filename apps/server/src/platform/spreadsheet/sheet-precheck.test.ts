import * as XLSX from '@e965/xlsx';
import { msg, SHEET_MAX_ZIP_ENTRIES } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { encryptedXlsx, smallXlsx, zipBomb, zipOf } from '../../test/hostile-sheets.js';
import { precheckSheet } from './sheet-precheck.js';

const refused = (reason: string) => msg('importFailed', 'zh', reason);
const xlsx = smallXlsx([
  ['姓名', '年龄'],
  ['甲', 30],
]);

describe('the checks on a spreadsheet’s bytes', () => {
  it('lets a real .xlsx through with its parts', () => {
    const checked = precheckSheet(xlsx);
    expect(checked.type).toBe('xlsx');
    expect(checked.type === 'xlsx' && checked.entries.length).toBeGreaterThan(3);
  });

  it('lets a real .xls through', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['姓名'], ['甲']]), 'Sheet1');
    expect(precheckSheet(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer)).toEqual({ type: 'xls' });
  });

  it.each([31, 60, 100, 200])('refuses the first %i bytes of an .xlsx as unreadable', (length) => {
    expect(() => precheckSheet(xlsx.subarray(0, length))).toThrow(refused('无法读取文件，请检查文件内容'));
  });

  it('refuses an .xlsx cut before its last byte as unreadable', () => {
    expect(() => precheckSheet(xlsx.subarray(0, xlsx.length - 1))).toThrow(refused('无法读取文件，请检查文件内容'));
  });

  it('refuses a zip bomb by its compression ratio', () => {
    expect(() => precheckSheet(zipBomb(100))).toThrow(refused('文件压缩比不能超过100倍'));
  });

  it('refuses parts declaring more than the inflated limit all together', () => {
    // Each part at the size below which no ratio is asked, 51 of them.
    const parts = Array.from({ length: 51 }, (_, i) => ({
      name: `part${i}.xml`,
      data: Buffer.from('<a/>'),
      declaredSize: 1024 * 1024,
    }));
    expect(() => precheckSheet(zipOf(parts))).toThrow(refused('文件解压后不能超过50MB'));
  });

  it('refuses a zip of more parts than allowed', () => {
    const parts = Array.from({ length: SHEET_MAX_ZIP_ENTRIES + 1 }, (_, i) => ({
      name: `part${i}.xml`,
      data: Buffer.from('<a/>'),
    }));
    expect(() => precheckSheet(zipOf(parts))).toThrow(refused('文件内部件数不能超过500个'));
  });

  it('refuses an encrypted .xlsx with a message saying so', () => {
    expect(() => precheckSheet(encryptedXlsx())).toThrow(refused('文件已加密，请取消密码后再导入'));
  });

  it('refuses a truncated compound file as unreadable', () => {
    expect(() => precheckSheet(encryptedXlsx().subarray(0, 600))).toThrow(refused('无法读取文件，请检查文件内容'));
  });

  it('refuses bytes that are no spreadsheet by their type', () => {
    expect(() => precheckSheet(Buffer.from('姓名,年龄\n甲,30\n'))).toThrow(refused('请上传.xls或.xlsx格式的文件'));
  });
});
