import { describe, expect, it } from 'vitest';
import { addPasswordPayload, changePasswordPayload, loginPayload } from './auth.js';
import { formatFileSize, greetingBucket, sceneHomePath } from './constants.js';
import { msg } from './messages.js';
import { byteLength, checkedMessage, checkPatterns, lengthMessage, PATTERNS, type PatternName } from './rules.js';

const cases: Record<PatternName, { accept: string[]; reject: string[]; message: string }> = {
  mobile: {
    accept: ['13800000000', '18912345678', '14700000000'],
    reject: ['12800000000', '1380000000', '19912345678', 'a3800000000'],
    message: '请输入正确手机号',
  },
  userNameChars: { accept: ['demo_1', 'ABC'], reject: ['de mo', 'demo!', '用户'], message: '只允许字母、数字、下划线' },
  userNameLength: { accept: ['abcd', 'a'.repeat(18)], reject: ['abc', 'a'.repeat(19)], message: '长度6到18个字符' },
  email: {
    accept: ['a@b.cn', 'first.last+x@mail.example.com'],
    reject: ['a@b', 'ab.cn', 'a b@c.cn'],
    message: '邮箱格式不正确',
  },
  naturalNumber: { accept: ['0', '42'], reject: ['-1', '1.5', 'x'], message: '请输入自然数' },
  englishLetters: { accept: ['abcXYZ'], reject: ['abc1', 'ab c'], message: '请输入英文字符' },
  landline: {
    accept: ['010-12345678', '0755-1234567'],
    reject: ['12345678', '010-123456', '10-12345678'],
    message: '请输入正确的座机号',
  },
  bankCard: {
    accept: ['6222021234567890123', '1234567890'],
    reject: ['0222021234567890', '123456789', '1'.repeat(21)],
    message: '请输入正确的银行卡号码',
  },
  idNumber: {
    accept: ['E12345678', 'a'.repeat(50)],
    reject: ['a'.repeat(51), 'E-1234'],
    message: '请输入正确的证件号码',
  },
  idCard: {
    accept: ['110101199003071234', '11010119900307123X', '110101900307123'],
    reject: ['1101011990030712', '11010119900307123Y'],
    message: '请输入正确的身份证号码',
  },
  qq: { accept: ['12345', '123456789012'], reject: ['1234', '1234567890123', 'qq123'], message: '请输入正确的QQ号码' },
  url: {
    accept: ['http://a.cn', 'https://example.com/x?y=1'],
    reject: ['ftp://a.cn', 'www.a.cn'],
    message: '请输入以http和https开头的网址',
  },
  alnum20: {
    accept: ['abc123', 'A'.repeat(20)],
    reject: ['A'.repeat(21), 'ab_1'],
    message: '请输入20位以内的英文字符和数字',
  },
  zhEnSpace: {
    accept: ['张三', 'Scene Cast 门店'],
    reject: ['a', '张三1', 'x'.repeat(101)],
    message: '请输入2到100位的中英文字符和空格',
  },
  digitsAndNewlines: { accept: ['123\n456', '7'], reject: ['12 3', 'a'], message: '请输入数字和换行符' },
  max255: { accept: ['', 'x'.repeat(255)], reject: ['x'.repeat(256)], message: '请输入255位以内的字符' },
  passwordSet: {
    accept: ['Abc@1234', 'a1!bcdef', 'A1#'.padEnd(16, 'x')],
    reject: ['Abc12345', 'abc@defg', 'A1@x', 'A1@'.padEnd(17, 'x')],
    message: '密码由8-16位数字、大小写字母和特殊符号组成!',
  },
  passwordChange: {
    accept: ['abc123', 'A1'.padEnd(18, 'b')],
    reject: ['abcdef', '123456', 'ab12', 'A1'.padEnd(19, 'b')],
    message: '密码由6-18位数字加字母组成!',
  },
  phone: {
    accept: ['13800000000', '19912345678', '11012345678'],
    reject: ['10800000000', '2380000000', '1380000000'],
    message: '您的手机号码格式不正确!',
  },
};

describe('the shared rule set', () => {
  for (const [name, { accept, reject, message }] of Object.entries(cases) as [
    PatternName,
    (typeof cases)[PatternName],
  ][]) {
    it(`${name} accepts the right values and refuses others with "${message}"`, () => {
      for (const value of accept) expect(checkPatterns(value, [name]), value).toBeNull();
      for (const value of reject) expect(msg(checkPatterns(value, [name]) ?? 'unknownError'), value).toBe(message);
    });
  }

  it('covers every named pattern', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PATTERNS).sort());
  });

  it('builds length messages: 最小长度N位字符 / 最大长度N位字符, in either language', () => {
    expect(lengthMessage('ab', { min: 3 })).toBe('最小长度3位字符');
    expect(lengthMessage('abcdef', { max: 5 })).toBe('最大长度5位字符');
    expect(lengthMessage('abc', { min: 3, max: 5 })).toBeNull();
    expect(lengthMessage('ab', { min: 3 }, 'en')).toBe('At least 3 characters');
    expect(lengthMessage('abcdef', { max: 5 }, 'en')).toBe('At most 5 characters');
  });

  it('builds selection messages: 最少选择N项 / 最多选择N项, in either language', () => {
    expect(checkedMessage(0, { min: 1 })).toBe('最少选择1项');
    expect(checkedMessage(4, { min: 1, max: 3 })).toBe('最多选择3项');
    expect(checkedMessage(2, { min: 1, max: 3 })).toBeNull();
    expect(checkedMessage(0, { min: 2 }, 'en')).toBe('Select at least 2');
    expect(checkedMessage(4, { max: 3 }, 'en')).toBe('Select at most 3');
  });

  it('counts characters above code 128 as 2 units', () => {
    expect(byteLength('ab')).toBe(2);
    expect(byteLength('门店')).toBe(4);
  });
});

describe('payload schemas', () => {
  it('asks for a user name and a password at sign-in', () => {
    const result = loginPayload.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['请输入用户名', '请输入密码!']);
  });

  it('checks the first-login password and phone', () => {
    const bad = addPasswordPayload.safeParse({ phone: '123', password: 'weak' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      '您的手机号码格式不正确!',
      '密码由8-16位数字、大小写字母和特殊符号组成!',
    ]);
    expect(addPasswordPayload.safeParse({ phone: '13800000003', password: 'Abc@1234' }).success).toBe(true);
  });

  it('checks the password change: required, rule, confirmation', () => {
    const empty = changePasswordPayload.safeParse({
      username: 'u',
      oldpassword: '',
      password: '',
      confirmpassword: '',
    });
    expect(empty.error?.issues.map((i) => i.message)).toContain('请输入旧密码!');
    expect(empty.error?.issues.map((i) => i.message)).toContain('请输入新密码!');
    expect(empty.error?.issues.map((i) => i.message)).toContain('请确认新密码!');
    const mismatch = changePasswordPayload.safeParse({
      username: 'u',
      oldpassword: 'x',
      password: 'abc123',
      confirmpassword: 'abc124',
    });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['两次输入的密码不一样！']);
  });
});

describe('constants', () => {
  it('buckets greetings by hour: before 9, 9-11, 12-13, before 20, else', () => {
    expect([0, 8, 9, 11, 12, 13, 14, 19, 20, 23].map(greetingBucket)).toEqual([
      'morning',
      'morning',
      'forenoon',
      'forenoon',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('sends each scene to its home', () => {
    expect(['syd', 'qy', 'ls', 'fz', 'x1'].map(sceneHomePath)).toEqual([
      '/sheyingd',
      '/qiye',
      '/lingshou',
      '/fuzhuangs',
      '/x1',
    ]);
  });

  it('shows file sizes as whole numbers of B, KB, MB, GB', () => {
    expect([512, 2048, 5 * 1024 * 1024, 3 * 1024 ** 3].map(formatFileSize)).toEqual(['512B', '2KB', '5MB', '3GB']);
  });
});
