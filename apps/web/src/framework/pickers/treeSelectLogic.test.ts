import { describe, expect, it } from 'vitest';
import { parseTreeCondition, parseTreeDict } from './treeSelectLogic';

describe('tree select configuration (framework §5)', () => {
  it('the dictionary has three parts: table, text, code', () => {
    expect(parseTreeDict('sys_category,name,id')).toEqual({ table: 'sys_category', text: 'name', code: 'id' });
    expect(parseTreeDict('sys_category,name')).toBeNull();
    expect(parseTreeDict('sys_category,,id')).toBeNull();
  });

  it('the condition must be a JSON object string', () => {
    expect(parseTreeCondition(undefined)).toEqual({});
    expect(parseTreeCondition('{"code":"A01"}')).toEqual({ code: 'A01' });
    expect(parseTreeCondition('code=A01')).toBeNull();
    expect(parseTreeCondition('[1,2]')).toBeNull();
    expect(parseTreeCondition('"text"')).toBeNull();
  });
});
