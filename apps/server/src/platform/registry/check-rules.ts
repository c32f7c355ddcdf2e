import { type MessageKey, msg } from '@scenecast/contracts';
import { BusinessError } from '../http/errors.js';

/**
 * Code rules of /sys/checkRule/checkByCode: defined in code by their modules (never typed by a
 * user), registered at start-up like the entities.
 */
export interface CheckRule {
  /** The ruleCode clients send. */
  code: string;
  /** A pattern the whole value must match, or a validator answering whether the value passes. */
  test: RegExp | ((value: string) => boolean);
  /** Shown when the value fails. */
  message: MessageKey;
}

const rules = new Map<string, CheckRule>();

/** Registering the same rule again is a no-op; another rule under a taken code throws. */
export function registerCheckRule(rule: CheckRule): void {
  const known = rules.get(rule.code);
  if (known === rule) return;
  if (known) throw new Error(`check rule ${rule.code} is already registered`);
  rules.set(rule.code, rule);
}

/** Checks a value against a rule: a BusinessError with the rule's message when it fails. */
export function checkByRule(code: string, value: string): void {
  const rule = rules.get(code);
  if (!rule) throw new BusinessError(msg('checkRuleUnknown'));
  const passes = typeof rule.test === 'function' ? rule.test(value) : rule.test.test(value);
  if (!passes) throw new BusinessError(msg(rule.message));
}
