import { type MessageKey, msg, PATTERNS, type PatternName } from '@scenecast/contracts';
import type { FormRule } from 'antd';
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
