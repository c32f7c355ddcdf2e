import { describe, expect, it } from 'vitest';
import { fileFailedText, imageFailedDialog, uploadFailureOf } from './uploadFailure';
import { uploadForm } from './uploadForm';

/** The http client's RequestError, as the upload widgets receive it. */
function refusal(message: string, alreadyShown = false): Error {
  return Object.assign(new Error(message), { alreadyShown });
}

describe('upload failures (framework §8)', () => {
  it('a refusal (success false) reads 文件上传失败：{message}', () => {
    const failure = uploadFailureOf(refusal('不支持的文件类型'), 'zh');
    expect(failure).toEqual({ reason: '不支持的文件类型', alreadyShown: false });
    expect(fileFailedText(failure, 'zh')).toBe('文件上传失败：不支持的文件类型');
    expect(fileFailedText(failure, 'en')).toBe('File upload failed: 不支持的文件类型');
  });

  it('a failed image is told in a 上传出错 dialog with its 错误信息', () => {
    const failure = uploadFailureOf(refusal('请上传图片'), 'zh');
    expect(imageFailedDialog(failure, 'zh')).toEqual({ title: '上传出错', content: '错误信息：请上传图片' });
    expect(imageFailedDialog(failure, 'en')).toEqual({ title: 'Upload error', content: 'Error message: 请上传图片' });
  });

  it('falls back to 未知错误 when nothing says why', () => {
    expect(uploadFailureOf(refusal(''), 'zh').reason).toBe('未知错误');
    expect(uploadFailureOf('broken', 'en').reason).toBe('Unknown error');
  });

  it('says nothing more about what the HTTP client already showed', () => {
    expect(uploadFailureOf(refusal('网络超时', true), 'zh').alreadyShown).toBe(true);
  });
});

describe('the upload form (framework §7)', () => {
  const file = new File(['x'], '价目表.pdf', { type: 'application/pdf' });

  it('sends file, type, fileName and biz', () => {
    const form = uploadForm(file, 'temp');
    expect(form.get('biz')).toBe('temp');
    expect(form.get('type')).toBe('application/pdf');
    expect(form.get('fileName')).toBe('价目表.pdf');
    expect((form.get('file') as File).name).toBe('价目表.pdf');
    expect(form.has('isup')).toBe(false);
  });

  it('adds isup=1 from a table cell', () => {
    expect(uploadForm(file, 'temp', true).get('isup')).toBe('1');
  });
});
