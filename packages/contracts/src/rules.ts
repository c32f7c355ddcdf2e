import { type Lang, type MessageKey, msg } from './messages.js';

/**
 * The shared validation rule set (framework §5). A rule is data: the console turns it into form
 * rules, the server into zod refinements, so both refuse the same values with the same message.
 */
export interface PatternRule {
  pattern: RegExp;
  message: MessageKey;
}

export const PATTERNS = {
  /** 11 digits, 1 then 3, 4, 5, 7 or 8. */
  mobile: { pattern: /^1[34578]\d{9}$/, message: 'mobileInvalid' },
  userNameChars: { pattern: /^[A-Za-z0-9_]+$/, message: 'userNameChars' },
  /** Checked as 4 to 18 while its message says 6 to 18: both readings kept, as the spec says. */
  userNameLength: { pattern: /^.{4,18}$/, message: 'userNameLength' },
  email: { pattern: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, message: 'emailInvalid' },
  naturalNumber: { pattern: /^\d+$/, message: 'naturalNumber' },
  englishLetters: { pattern: /^[A-Za-z]+$/, message: 'englishLetters' },
  /** 2-3 digit area code after the leading 0, dash, 7-8 digits. */
  landline: { pattern: /^0\d{2,3}-\d{7,8}$/, message: 'landline' },
  /** 10 to 20 digits not starting with 0. */
  bankCard: { pattern: /^[1-9]\d{9,19}$/, message: 'bankCard' },
  /** Up to 50 letters or digits. */
  idNumber: { pattern: /^[A-Za-z0-9]{1,50}$/, message: 'idNumber' },
  /** Chinese ID card: 15 digits, or 18 with an X check digit allowed. */
  idCard: { pattern: /^(\d{15}|\d{17}[\dXx])$/, message: 'idCard' },
  qq: { pattern: /^\d{5,12}$/, message: 'qq' },
  url: { pattern: /^https?:\/\/\S+$/, message: 'url' },
  alnum20: { pattern: /^[A-Za-z0-9]{1,20}$/, message: 'alnum20' },
  zhEnSpace: { pattern: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/, message: 'zhEnSpace' },
  digitsAndNewlines: { pattern: /^[\d\r\n]+$/, message: 'digitsAndNewlines' },
  max255: { pattern: /^[\s\S]{0,255}$/, message: 'max255' },
  /** First-login password: 8-16 with a digit, a letter and a special symbol. */
  passwordSet: {
    pattern: /^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z0-9]).{8,16}$/,
    message: 'passwordSetRule',
  },
  /** Password change: 6-18 with a digit and a letter. */
  passwordChange: { pattern: /^(?=.*\d)(?=.*[A-Za-z]).{6,18}$/, message: 'passwordChangeRule' },
  /** First-login phone: 1, then 1-9, then any digit, then 8 digits. */
  phone: { pattern: /^1[1-9]\d{9}$/, message: 'phoneInvalid' },
} as const satisfies Record<string, PatternRule>;

export type PatternName = keyof typeof PATTERNS;

/** The first failing message for a value under the given patterns, or null when it passes. */
export function checkPatterns(value: string, names: readonly PatternName[]): MessageKey | null {
  for (const name of names) {
    const rule = PATTERNS[name];
    if (!rule.pattern.test(value)) return rule.message;
  }
  return null;
}

/** Bounds of the length and selection builders (framework §5); either may be left out. */
export interface Bounds {
  min?: number;
  max?: number;
}

/** Length builders: 最小长度N位字符 / 最大长度N位字符, or null when the text fits. */
export function lengthMessage(value: string, { min, max }: Bounds, lang: Lang = 'zh'): string | null {
  if (min !== undefined && value.length < min) return msg('minLength', lang, min);
  if (max !== undefined && value.length > max) return msg('maxLength', lang, max);
  return null;
}

/** Selection builders: 最少选择N项 / 最多选择N项, or null when the count fits. */
export function checkedMessage(count: number, { min, max }: Bounds, lang: Lang = 'zh'): string | null {
  if (min !== undefined && count < min) return msg('minChecked', lang, min);
  if (max !== undefined && count > max) return msg('maxChecked', lang, max);
  return null;
}

/** Text byte counting: characters above code 128 count as 2 units. */
export function byteLength(text: string): number {
  let units = 0;
  for (const ch of text) units += (ch.codePointAt(0) ?? 0) > 128 ? 2 : 1;
  return units;
}
