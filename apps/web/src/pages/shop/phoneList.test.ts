import { describe, expect, it } from 'vitest';
import { addPhone, phoneEntryProblem, phoneListProblem, phonesOfShop, removePhone } from './phoneList';

describe('shop phone list (business §5)', () => {
  it('add entries up to 3', () => {
    expect(addPhone(['13800000001'])).toEqual(['13800000001', '']);
    expect(addPhone(['1', '2', '3'])).toEqual(['1', '2', '3']);
  });

  it('keep at least one entry', () => {
    expect(removePhone(['13800000001'], 0)).toEqual(['13800000001']);
    expect(removePhone(['a', 'b'], 0)).toEqual(['b']);
  });

  it('require every entry: please enter contact phone', () => {
    expect(phoneListProblem([''], 'zh')?.text).toBe('请输入联系电话');
    expect(phoneListProblem([undefined], 'en')?.text).toBe('please enter contact phone');
  });

  it('accept mobile, landline and 400/800 numbers', () => {
    expect(phoneListProblem(['13800000001', '021-12345678', '4001234567'], 'zh')).toBeNull();
  });

  it('refuse other formats: your number format is incorrect', () => {
    expect(phoneListProblem(['12345'], 'en')?.text).toBe('your number format is incorrect');
    expect(phoneListProblem(['10800000001'], 'zh')?.text).toBe('您的号码格式不正确');
  });

  it('warn on duplicates: phone numbers are duplicated, please check', () => {
    expect(phoneListProblem(['13800000001', ' 13800000001'], 'en')).toEqual({
      text: 'phone numbers are duplicated, please check',
      warning: true,
    });
  });

  it('read a stored shop into entries', () => {
    expect(phonesOfShop([], '13800000001,021-12345678')).toEqual(['13800000001', '021-12345678']);
    expect(phonesOfShop(undefined, '')).toEqual(['']);
  });

  it('judge each entry on its own field, the later repeat flagged', () => {
    const phones = ['13800000001', '13800000001', '12'];
    expect(phoneEntryProblem(phones, 0, 'zh')).toBeNull();
    expect(phoneEntryProblem(phones, 1, 'zh')).toEqual({ text: '电话号码重复，请检查', warning: true });
    expect(phoneEntryProblem(phones, 2, 'zh')?.text).toBe('您的号码格式不正确');
    expect(phoneEntryProblem(['', '1'], 0, 'en')?.text).toBe('please enter contact phone');
  });
});
