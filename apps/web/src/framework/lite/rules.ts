import { type MessageKey, msg, PATTERNS, type PatternName } from '@scenecast/contracts';
import { currentLang } from '../i18n';

/** A field rule: the message to show, or null when the value passes. */
export type LiteRule<V> = (value: string, values: V) => string | null;

export function required<V>(message: MessageKey | (() => string)): LiteRule<V> {
  return (value) => (value.trim() ? null : typeof message === 'function' ? message() : msg(message, currentLang()));
}

/** A named pattern of the shared rule set; an empty value is left to `required`. */
export function pattern<V>(name: PatternName): LiteRule<V> {
  const rule = PATTERNS[name];
  return (value) => (!value || rule.pattern.test(value) ? null : msg(rule.message, currentLang()));
}

/** Confirm-field rule: must equal another field (两次输入的密码不一样！). */
export function sameAs<V>(field: keyof V): LiteRule<V> {
  return (value, values) => (!value || values[field] === value ? null : msg('passwordMismatch', currentLang()));
}
