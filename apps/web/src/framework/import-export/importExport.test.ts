import { describe, expect, it } from 'vitest';
import { blobErrorMessage, dispositionFileName } from './download';
import { importOutcome, isSpreadsheet } from './importOutcome';
import { batchDeleteRefusal } from './listUrls';

const envelope = (success: boolean, code: number, message: string, result: unknown = null) => ({
  success,
  code,
  message,
  result,
  timestamp: 0,
});

describe('import outcome', () => {
  it('code 200 is a success with the server message', () => {
    expect(importOutcome(envelope(true, 200, '文件导入成功！数据行数：3'), ['a.xlsx'], 'zh')).toEqual({
      kind: 'success',
      message: '文件导入成功！数据行数：3',
    });
  });

  it('code 201 is a warning with the error file to download', () => {
    const result = { msg: '总上传行数：3', fileUrl: '/api/sys/common/static/x.xlsx', fileName: 'a_错误数据.xlsx' };
    expect(importOutcome(envelope(true, 201, '文件导入成功，但有错误数据', result), ['a.xlsx'], 'zh')).toEqual({
      kind: 'partial',
      message: '文件导入成功，但有错误数据',
      detail: '总上传行数：3',
      fileUrl: '/api/sys/common/static/x.xlsx',
      fileName: 'a_错误数据.xlsx',
    });
  });

  it('a refusal names the files and the server message', () => {
    expect(importOutcome(envelope(false, 500, '无法读取文件'), ['a.xlsx', 'b.xls'], 'zh')).toEqual({
      kind: 'failure',
      message: 'a.xlsx、b.xls 无法读取文件',
    });
  });

  it('a refusal without a message is 文件上传失败', () => {
    expect(importOutcome(envelope(false, 500, ''), ['a.xlsx'], 'zh').message).toBe('文件上传失败');
  });

  it('accepts .xls and .xlsx only', () => {
    expect(isSpreadsheet('A.XLSX')).toBe(true);
    expect(isSpreadsheet('a.xls')).toBe(true);
    expect(isSpreadsheet('a.csv')).toBe(false);
  });
});

describe('list actions', () => {
  it('batch delete with nothing selected is refused with 请选择一条记录！', () => {
    expect(batchDeleteRefusal({ deleteBatch: '/x/deleteBatch' }, [])).toBe('listSelectOneRecord');
  });

  it('batch delete without its URL is refused first', () => {
    expect(batchDeleteRefusal({}, ['1'])).toBe('listDeleteBatchUrlMissing');
    expect(batchDeleteRefusal({ deleteBatch: '/x/deleteBatch' }, ['1'])).toBeNull();
  });
});

describe('downloads', () => {
  it('reads the message of a JSON refusal answered as a blob', async () => {
    const blob = new Blob([JSON.stringify(envelope(false, 500, '无权导出'))], { type: 'application/json' });
    expect(await blobErrorMessage(blob)).toBe('无权导出');
  });

  it('takes a spreadsheet blob as the file', async () => {
    expect(await blobErrorMessage(new Blob(['PK'], { type: 'application/vnd.openxmlformats' }))).toBeNull();
  });

  it('reads the UTF-8 file name of content-disposition first', () => {
    expect(
      dispositionFileName(`attachment; filename="demo.xlsx"; filename*=UTF-8''${encodeURIComponent('演示.xlsx')}`),
    ).toBe('演示.xlsx');
    expect(dispositionFileName('attachment; filename="demo.xlsx"')).toBe('demo.xlsx');
  });
});
