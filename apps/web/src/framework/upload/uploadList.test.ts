import { describe, expect, it } from 'vitest';
import { shopZhCN } from '../../locales/shop.zh-CN';
import { completedPaths, keepLast, type UploadItem, uploadFailedText, uploadListReducer } from './uploadList';

const add = (items: UploadItem[], uid: string, limit = 0) =>
  uploadListReducer(items, { type: 'add', uid, name: `${uid}.png`, limit });

describe('upload list (framework §4)', () => {
  it('start an added file as uploading', () => {
    expect(add([], 'a')).toEqual([{ uid: 'a', name: 'a.png', status: 'uploading', percent: 0 }]);
  });

  it('keep every file with limit 0 (unlimited)', () => {
    let items: UploadItem[] = [];
    for (const uid of ['a', 'b', 'c', 'd']) items = add(items, uid, 0);
    expect(items.map((item) => item.uid)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keep only the last N files when limited', () => {
    let items: UploadItem[] = [];
    for (const uid of ['a', 'b', 'c']) items = add(items, uid, 2);
    expect(items.map((item) => item.uid)).toEqual(['b', 'c']);
    expect(keepLast([1, 2, 3], 1)).toEqual([3]);
  });

  it('emit the path list only when every item is done', () => {
    let items = add(add([], 'a'), 'b');
    items = uploadListReducer(items, { type: 'done', uid: 'a', path: 'shop/20260101/a.png' });
    expect(completedPaths(items)).toBeNull();
    items = uploadListReducer(items, { type: 'done', uid: 'b', path: 'shop/20260101/b.png' });
    expect(completedPaths(items)).toEqual(['shop/20260101/a.png', 'shop/20260101/b.png']);
  });

  it('hold the list back while an item has failed, and emit again once it is removed', () => {
    let items = add(add([], 'a'), 'b');
    items = uploadListReducer(items, { type: 'done', uid: 'a', path: 'p/a.png' });
    items = uploadListReducer(items, { type: 'error', uid: 'b', message: 'x' });
    expect(items[1]?.status).toBe('error');
    expect(completedPaths(items)).toBeNull();
    items = uploadListReducer(items, { type: 'remove', uid: 'b' });
    expect(completedPaths(items)).toEqual(['p/a.png']);
  });

  it('show progress without reaching 100 before the answer', () => {
    let items = add([], 'a');
    items = uploadListReducer(items, { type: 'progress', uid: 'a', percent: 100 });
    expect(items[0]?.percent).toBe(99);
  });

  it('name the file in the failure text: <file> 上传失败.', () => {
    expect(uploadFailedText('logo.png', shopZhCN.upload.failed)).toBe('logo.png 上传失败.');
  });
});
