// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${title}, ${key} and ${defaultValue} are the spec's message placeholders, not template slots.
import { describe, expect, it } from 'vitest';
import {
  CELL_PATTERNS,
  type CellPatternName,
  type CellRuleContext,
  fillCellMessage,
  numericInput,
  validateCell,
} from './table-rules.js';

const context = (otherValues: unknown[] = []): CellRuleContext => ({
  title: '姓名',
  key: 'name',
  defaultValue: '张三',
  row: {},
  otherValues,
});

const patterns: Record<CellPatternName, { accept: string[]; reject: string[] }> = {
  'n6-16': { accept: ['123456', '1'.repeat(16)], reject: ['12345', '1'.repeat(17), '12345a'] },
  '*6-16': { accept: ['abc!@#', 'x'.repeat(16)], reject: ['abcde', 'x'.repeat(17)] },
  's6-18': { accept: ['abcdef', 'A'.repeat(18)], reject: ['abcde', 'abcde1', 'a'.repeat(19)] },
  url: { accept: ['http://a.cn', 'https://example.com/x?y=1'], reject: ['ftp://a.cn', 'example.com', 'http://'] },
  e: { accept: ['a@b.cn', 'first.last@mail.example.com'], reject: ['a@b', 'ab.cn', 'a b@c.cn'] },
  m: { accept: ['13800000000', '19912345678'], reject: ['12800000000', '1380000000', '138000000001'] },
  p: { accept: ['100000', '518057'], reject: ['10000', '1000000', '10000a'] },
  s: { accept: ['abc', 'XyZ'], reject: ['ab1', 'a b'] },
  n: { accept: ['1', '-2.5', '0.01'], reject: ['1.', 'x', '1e3'] },
  z: { accept: ['0', '-12'], reject: ['1.5', 'x'] },
  '*': { accept: ['x', ' a'], reject: [] },
  money: { accept: ['0', '12', '12.3', '12.34', '0.5'], reject: ['12.345', '-1', '01', 'x'] },
};

describe('editable table cell rules', () => {
  for (const [name, { accept, reject }] of Object.entries(patterns) as [CellPatternName, (typeof patterns)['m']][]) {
    it(`pattern ${name} accepts and refuses`, () => {
      for (const value of accept) expect(validateCell(value, [{ pattern: name }], context(), 'zh')).toBeNull();
      for (const value of reject) {
        expect(validateCell(value, [{ pattern: name }], context(), 'zh')).toBe(
          `姓名格式不正确（${CELL_PATTERNS[name].zh}）`,
        );
      }
    });
  }

  it('required refuses empty values with the default message', () => {
    for (const empty of [undefined, null, '', '  ', []]) {
      expect(validateCell(empty, [{ required: true }], context(), 'zh')).toBe('姓名不能为空');
    }
    expect(validateCell('x', [{ required: true }], context(), 'zh')).toBeNull();
    expect(validateCell(0, [{ required: true }], context(), 'zh')).toBeNull();
    expect(validateCell('', [{ required: true }], context(), 'en')).toBe('姓名 cannot be empty');
  });

  it('unique refuses a value another row of the column has', () => {
    expect(validateCell('a', [{ unique: true }], context(['b', 'a ']), 'zh')).toBe('姓名不能重复');
    expect(validateCell('a', [{ unique: true }], context(['b', '']), 'zh')).toBeNull();
    expect(validateCell('', [{ unique: true }], context(['', '']), 'zh')).toBeNull();
  });

  it('empty cells pass the pattern rules; only required refuses them', () => {
    expect(validateCell('', [{ pattern: 'm' }, { unique: true }], context(['']), 'zh')).toBeNull();
  });

  it('replaces ${title}, ${key} and ${defaultValue} in custom messages', () => {
    const message = '${title}(${key}) 默认 ${defaultValue}';
    expect(validateCell('', [{ required: true, message }], context(), 'zh')).toBe('姓名(name) 默认 张三');
    expect(fillCellMessage('${defaultValue}|${title}', { title: 't', key: 'k' })).toBe('|t');
  });

  it('a custom handler fails with its answer, or with the rule message', () => {
    const odd = (value: unknown) => (Number(value) % 2 === 1 ? undefined : '${title}须为奇数');
    expect(validateCell('3', [{ handler: odd }], context(), 'zh')).toBeNull();
    expect(validateCell('4', [{ handler: odd }], context(), 'zh')).toBe('姓名须为奇数');
    expect(validateCell('4', [{ handler: odd, message: '${key} odd' }], context(), 'zh')).toBe('name odd');
  });

  it('stops at the first failing rule', () => {
    const rules = [{ required: true as const }, { pattern: 'm' as const }];
    expect(validateCell('', rules, context(), 'zh')).toBe('姓名不能为空');
    expect(validateCell('123', rules, context(), 'zh')).toBe('姓名格式不正确（手机号码）');
  });

  it('number cells keep only a minus, digits and one point', () => {
    expect(numericInput('12a3')).toBe('123');
    expect(numericInput('-1.2.3')).toBe('-1.23');
    expect(numericInput('abc')).toBe('');
    expect(numericInput('1-2')).toBe('12');
  });
});
