import {
  type Bounds,
  checkLimitedText,
  type Envelope,
  type MessageKey,
  msg,
  PATTERNS,
  type PatternName,
  textCounter,
} from '@scenecast/contracts';
import type { FormRule } from 'antd';
import { type Check, checkedCheck, requiredLengthCheck, selectRequiredCheck, serverRefusal } from './formChecks';
import { request } from './http';
import { currentLang } from './i18n';

/** antd rules from the shared rule set, so the browser refuses what the server refuses. */
export function requiredRule(message: MessageKey): FormRule {
  return { required: true, message: msg(message, currentLang()) };
}

export function patternRule(name: PatternName): FormRule {
  const rule = PATTERNS[name];
  return { pattern: rule.pattern, message: msg(rule.message, currentLang()) };
}

/** Confirm-field rule: must equal another field (两次输入的密码不一样！). */
export function sameAsRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value: unknown) {
      if (!value || getFieldValue(field) === value) return Promise.resolve();
      return Promise.reject(new Error(msg('passwordMismatch', currentLang())));
    },
  });
}

type Measure = (text: string) => string;
const wholeText: Measure = (text) => text;

/** A text limited to `base` times its language ratio (shop name, brand, intro); `measure` picks the counted part. */
export function limitedTextRule(base: number, message: MessageKey, measure: Measure = wholeText): FormRule {
  return {
    validator(_, value: string | undefined) {
      const failure = checkLimitedText(measure((value ?? '').trim()), base, message);
      return failure ? Promise.reject(new Error(msg(failure.message, currentLang(), failure.n))) : Promise.resolve();
    },
  };
}

function checkRule(check: Check, required: boolean): FormRule {
  return {
    required,
    validator(_, value: unknown) {
      const refusal = check(value);
      return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
    },
  };
}

/** Required with an optional min or max length (framework §5 builders). */
export function requiredLengthRule(required: MessageKey, bounds: Bounds = {}): FormRule {
  return checkRule(requiredLengthCheck(required, bounds, currentLang()), true);
}

/** A select that must have a choice. */
export function selectRequiredRule(required: MessageKey): FormRule {
  return checkRule(selectRequiredCheck(required, currentLang()), true);
}

/** Checked boxes within bounds; a min of 1 or more marks the field required. */
export function checkedRule(bounds: Bounds): FormRule {
  return checkRule(checkedCheck(bounds, currentLang()), (bounds.min ?? 0) > 0);
}

/**
 * The Form.Item props of a field with a server check: its rules run on change and on blur, and stop at
 * the first failure, so a value the local rules refuse is never sent.
 */
export const SERVER_CHECKED_ITEM = { validateFirst: true, validateTrigger: ['onChange', 'onBlur'] };

/** Server checks run when the field loses focus and on submit, not at every keystroke. */
function serverRule(ask: (text: string) => Promise<Envelope<null>>): FormRule {
  return {
    validateTrigger: 'onBlur',
    async validator(_, value: unknown) {
      const refusal = await serverRefusal(value, ask);
      if (refusal) throw new Error(refusal);
    },
  };
}

export interface DuplicateTarget {
  /** A table and field registered for duplicate checks on the server. */
  tableName: string;
  fieldName: string;
  /** The row being edited, left out of the count. */
  dataId?: string | null;
}

/** GET /sys/duplicate/check: the value is not yet used (该值不可用，系统中已存在！ otherwise). */
export function duplicateRule({ tableName, fieldName, dataId }: DuplicateTarget): FormRule {
  return serverRule((fieldVal) =>
    request<null>({
      method: 'get',
      url: '/sys/duplicate/check',
      params: { tableName, fieldName, fieldVal, ...(dataId ? { dataId } : {}) },
    }),
  );
}

/** GET /sys/checkRule/checkByCode: the value follows a code rule of the server (value URL-encoded). */
export function codeRule(ruleCode: string): FormRule {
  return serverRule((value) =>
    request<null>({ method: 'get', url: '/sys/checkRule/checkByCode', params: { ruleCode, value } }),
  );
}

/** antd's `count` of such a field, counted as the rule counts (contracts `textCounter`). */
export function limitedTextCount(text: string | undefined, base: number, measure: Measure = wholeText) {
  return {
    show: true,
    max: textCounter(text ?? '', base, measure).max,
    strategy: (value: string) => textCounter(value, base, measure).count,
  };
}
