import { z } from 'zod';
import { type MessageKey, msg } from './messages.js';
import { PATTERNS, type PatternName } from './rules.js';

/** A required string checked by named patterns; messages in zh-CN, as the server answers. */
export function requiredText(required: MessageKey, ...patterns: PatternName[]) {
  let schema = z.string({ error: msg(required) }).min(1, msg(required));
  for (const name of patterns) {
    schema = schema.regex(PATTERNS[name].pattern, msg(PATTERNS[name].message));
  }
  return schema;
}
