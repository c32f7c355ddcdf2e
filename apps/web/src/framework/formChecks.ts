import {
  type Bounds,
  checkedMessage,
  type Envelope,
  type Lang,
  lengthMessage,
  type MessageKey,
  msg,
} from '@scenecast/contracts';
import { splitValue } from './pickers/constants';

/** A form check answers the message to show, or null when the value passes. */
export type Check = (value: unknown) => string | null;

/** Nothing entered: no value, blank text or an empty selection. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Required, with an optional min or max length (最小长度N位字符 / 最大长度N位字符). */
export function requiredLengthCheck(required: MessageKey, bounds: Bounds, lang: Lang): Check {
  return (value) => (isBlank(value) ? msg(required, lang) : lengthMessage(String(value), bounds, lang));
}

/** A select that must have a choice. */
export function selectRequiredCheck(required: MessageKey, lang: Lang): Check {
  return (value) => (isBlank(value) ? msg(required, lang) : null);
}

/** How many are checked: a list, or a comma-joined value as the checkbox group gives it. */
function checkedCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'string' ? splitValue(value).length : 0;
}

/** Checked boxes, at least min and at most max (最少选择N项 / 最多选择N项). */
export function checkedCheck(bounds: Bounds, lang: Lang): Check {
  return (value) => checkedMessage(checkedCount(value), bounds, lang);
}

/**
 * A check the server makes (duplicate value, code rule): asked only when a value is present; passes
 * on success, otherwise answers the server's message.
 */
export async function serverRefusal(
  value: unknown,
  ask: (text: string) => Promise<Pick<Envelope<unknown>, 'success' | 'message'>>,
): Promise<string | null> {
  if (isBlank(value)) return null;
  const answer = await ask(String(value));
  return answer.success ? null : answer.message;
}
