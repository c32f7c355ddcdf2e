// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${title}, ${key} and ${defaultValue} are the spec's message placeholders, not template slots.
/**
 * The editable table's cell rules (framework §5 "Editable table cells") and the table constants
 * (framework §9). Pure: the console's table and its tests share them.
 */
import { type Lang, msg } from './messages.js';

/** Table row height 61 px, max height 400 px (about 9 rows rendered). */
export const TABLE_ROW_HEIGHT_PX = 61;
export const TABLE_MAX_HEIGHT_PX = 400;
/** Insert debounce 1500 ms. */
export const TABLE_INSERT_DEBOUNCE_MS = 1500;
/** The drag-sort key defaults to orderNum. */
export const TABLE_DRAG_SORT_KEY = 'orderNum';
/** Tree-table default row key id, default query key parentId. */
export const TREE_TABLE_ROW_KEY = 'id';
export const TREE_TABLE_QUERY_KEY = 'parentId';
/** Formats: date YYYY-MM-DD, datetime YYYY-MM-DD HH:mm:ss, JTime HH:mm:ss. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

/** Add-row settings, kept under jet-add-btn-settings: default 1 row, position 0 (bottom), no scroll. */
export interface AddRowSettings {
  rowCount: number;
  /** 0 adds at the bottom; n inserts before the n-th row (1-based). */
  position: number;
  scrollToBottom: boolean;
}
export const DEFAULT_ADD_ROW_SETTINGS: AddRowSettings = { rowCount: 1, position: 0, scrollToBottom: false };

/** The named patterns of a cell rule. */
export const CELL_PATTERNS = {
  'n6-16': { regex: /^\d{6,16}$/, zh: '6到16位数字', en: '6 to 16 digits' },
  '*6-16': { regex: /^.{6,16}$/, zh: '6到16位任意字符', en: '6 to 16 characters' },
  's6-18': { regex: /^[a-zA-Z]{6,18}$/, zh: '6到18位字母', en: '6 to 18 letters' },
  url: { regex: /^https?:\/\/[^\s/$.?#][^\s]*$/i, zh: '网址', en: 'web address' },
  e: { regex: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, zh: '电子邮件', en: 'e-mail' },
  m: { regex: /^1[3-9]\d{9}$/, zh: '手机号码', en: 'mobile number' },
  p: { regex: /^\d{6}$/, zh: '邮政编码', en: 'postal code' },
  s: { regex: /^[a-zA-Z]+$/, zh: '字母', en: 'letters' },
  n: { regex: /^-?\d+(\.\d+)?$/, zh: '数字', en: 'number' },
  z: { regex: /^-?\d+$/, zh: '整数', en: 'integer' },
  '*': { regex: /^[\s\S]+$/, zh: '非空', en: 'not empty' },
  money: { regex: /^(0|[1-9]\d*)(\.\d{1,2})?$/, zh: '金额', en: 'amount' },
} as const;
export type CellPatternName = keyof typeof CELL_PATTERNS;

export interface CellRuleContext {
  title: string;
  key: string;
  defaultValue?: unknown;
  row: Readonly<Record<string, unknown>>;
  /** The column's values in the other rows (for unique). */
  otherValues: readonly unknown[];
}

/** A custom handler answers a message (the cell fails) or nothing (it passes). */
export type CellRuleHandler = (value: unknown, context: CellRuleContext) => string | undefined;

export type CellRule =
  | { required: true; message?: string }
  | { unique: true; message?: string }
  | { pattern: CellPatternName | RegExp; message?: string }
  | { handler: CellRuleHandler; message?: string };

/** Replaces ${title}, ${key} and ${defaultValue} in a rule's message. */
export function fillCellMessage(template: string, context: Pick<CellRuleContext, 'title' | 'key' | 'defaultValue'>) {
  return template
    .replaceAll('${title}', context.title)
    .replaceAll('${key}', context.key)
    .replaceAll('${defaultValue}', context.defaultValue === undefined ? '' : String(context.defaultValue));
}

/** Empty means nothing entered: undefined, null, blank text, an empty list. */
export function isEmptyCell(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function sameValue(a: unknown, b: unknown): boolean {
  return !isEmptyCell(a) && !isEmptyCell(b) && String(a).trim() === String(b).trim();
}

/** The first failing rule's message for a cell, or null when it passes. Empty cells pass all but required. */
export function validateCell(
  value: unknown,
  rules: readonly CellRule[],
  context: CellRuleContext,
  lang: Lang,
): string | null {
  for (const rule of rules) {
    const failure = failingMessage(value, rule, context, lang);
    if (failure !== null) return fillCellMessage(failure, context);
  }
  return null;
}

function failingMessage(value: unknown, rule: CellRule, context: CellRuleContext, lang: Lang): string | null {
  if ('required' in rule) return isEmptyCell(value) ? (rule.message ?? msg('tableCellRequired', lang)) : null;
  if (isEmptyCell(value)) return null;
  if ('unique' in rule) {
    const repeated = context.otherValues.some((other) => sameValue(other, value));
    return repeated ? (rule.message ?? msg('tableCellUnique', lang)) : null;
  }
  if ('pattern' in rule) {
    const named = typeof rule.pattern === 'string' ? CELL_PATTERNS[rule.pattern] : null;
    const regex = named ? named.regex : (rule.pattern as RegExp);
    if (regex.test(String(value))) return null;
    return rule.message ?? msg('tableCellPattern', lang, named ? named[lang] : regex.source);
  }
  const answer = rule.handler(value, context);
  return answer === undefined ? null : (rule.message ?? answer);
}

/**
 * Number cells accept only numeric input: what is typed is reduced to an optional leading minus,
 * digits and one decimal point.
 */
export function numericInput(text: string): string {
  const negative = text.trimStart().startsWith('-');
  let seenPoint = false;
  let out = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  return negative ? `-${out}` : out;
}

/** The marker of a failed form or table commit (framework §4), with the failing pane's key. */
export const VALIDATE_FAILED = 'VALIDATE_NO_PASSED' as const;
