import { describe, expect, it } from 'vitest';
import { canSubmitPopup, popupConfigError, popupValues, selfParams } from './popupLogic';

describe('popup picker (framework §5)', () => {
  it('code, orgFields and destFields are required', () => {
    expect(popupConfigError({ code: '', orgFields: 'a', destFields: 'b' })).toBe('popupConfigInvalid');
    expect(popupConfigError({ code: 'r', orgFields: '', destFields: 'b' })).toBe('popupConfigInvalid');
    expect(popupConfigError({ code: 'r', orgFields: 'a', destFields: '' })).toBe('popupConfigInvalid');
  });

  it('source and target field counts must be equal', () => {
    expect(popupConfigError({ code: 'r', orgFields: 'a,b', destFields: 'x' })).toBe('popupFieldCountMismatch');
    expect(popupConfigError({ code: 'r', orgFields: 'a,b', destFields: 'x,y' })).toBeNull();
  });

  it('maps orgFields to destFields, joining several rows with the spliter (comma by default)', () => {
    const rows = [
      { username: 'u1', realname: '张三' },
      { username: 'u2', realname: '李四' },
    ];
    expect(popupValues(rows, 'username,realname', 'account,name')).toEqual({ account: 'u1,u2', name: '张三,李四' });
    expect(popupValues(rows, 'username', 'account', '|')).toEqual({ account: 'u1|u2' });
    expect(popupValues([{ username: null }], 'username', 'account')).toEqual({ account: '' });
  });

  it('submit needs exactly one row in single mode, one or more in multi mode', () => {
    expect(canSubmitPopup(0, false)).toBe(false);
    expect(canSubmitPopup(2, false)).toBe(false);
    expect(canSubmitPopup(1, false)).toBe(true);
    expect(canSubmitPopup(0, true)).toBe(false);
    expect(canSubmitPopup(3, true)).toBe(true);
  });

  it('fixed parameters reach the report as self_ parameters', () => {
    expect(selfParams({ shopId: 's1' })).toEqual({ self_shopId: 's1' });
    expect(selfParams(undefined)).toEqual({});
  });
});
