import { describe, expect, it } from 'vitest';
import { checkedCheck, isBlank, requiredLengthCheck, selectRequiredCheck, serverRefusal } from './formChecks';

describe('form rule builders (framework §5)', () => {
  it('required with a min or max length: the required text when blank, then 最小长度N位字符 / 最大长度N位字符', () => {
    const check = requiredLengthCheck('demoNameRequired', { min: 2, max: 5 }, 'zh');
    expect(check('  ')).toBe('请输入姓名');
    expect(check('a')).toBe('最小长度2位字符');
    expect(check('abcdef')).toBe('最大长度5位字符');
    expect(check('abc')).toBeNull();
    expect(requiredLengthCheck('demoNameRequired', {}, 'zh')('x')).toBeNull();
  });

  it('speaks English when the user does', () => {
    expect(requiredLengthCheck('demoNameRequired', { min: 2 }, 'en')('a')).toBe('At least 2 characters');
    expect(checkedCheck({ max: 1 }, 'en')(['a', 'b'])).toBe('Select at most 1');
  });

  it('select required refuses no choice and an empty multiple choice', () => {
    const check = selectRequiredCheck('demoSexRequired', 'zh');
    expect(check(undefined)).toBe('请选择性别');
    expect(check([])).toBe('请选择性别');
    expect(check('1')).toBeNull();
    expect(check(['1'])).toBeNull();
  });

  it('checked counts the selection: 最少选择N项 / 最多选择N项', () => {
    const check = checkedCheck({ min: 1, max: 2 }, 'zh');
    expect(check(undefined)).toBe('最少选择1项');
    expect(check([])).toBe('最少选择1项');
    expect(check(['a', 'b', 'c'])).toBe('最多选择2项');
    expect(check(['a', 'b'])).toBeNull();
  });

  it('counts a comma-joined value as the checkbox group gives it', () => {
    const check = checkedCheck({ min: 1, max: 2 }, 'zh');
    expect(check('')).toBe('最少选择1项');
    expect(check('1,2,3')).toBe('最多选择2项');
    expect(check('1,2')).toBeNull();
  });

  it('treats no value, blank text and an empty list as blank, and 0 as a value', () => {
    expect([undefined, null, '', ' ', []].every(isBlank)).toBe(true);
    expect([0, 'a', ['a']].some(isBlank)).toBe(false);
  });
});

describe('server checks (duplicate value, code rule)', () => {
  it('do not ask the server when no value is present', async () => {
    const asked: string[] = [];
    const ask = async (text: string) => {
      asked.push(text);
      return { success: true, message: '' };
    };
    expect(await serverRefusal('', ask)).toBeNull();
    expect(await serverRefusal(undefined, ask)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('pass on success and answer the server’s message otherwise', async () => {
    const taken = new Set(['13800000000']);
    const ask = async (text: string) =>
      taken.has(text)
        ? { success: false, message: '该值不可用，系统中已存在！' }
        : { success: true, message: '该值可用！' };
    expect(await serverRefusal('13900000000', ask)).toBeNull();
    expect(await serverRefusal('13800000000', ask)).toBe('该值不可用，系统中已存在！');
  });
});
