import { msg } from '@scenecast/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../http/errors.js';
import { type Entity, fieldOf } from './entities.js';

/**
 * A tree select's `condition`: a JSON object of field → value, each field a queryable field of
 * the entity and each value bound, compared as text. Not JSON, or not a flat object: 400.
 */
export function conditionFilter(entity: Entity, condition: string | undefined): SQL | undefined {
  if (condition === undefined || condition.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new HttpError(400, msg('treeConditionInvalid'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, msg('treeConditionInvalid'));
  }
  const filters = Object.entries(parsed).map(([name, value]) => {
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw new HttpError(400, msg('treeConditionInvalid'));
    const field = fieldOf(entity, name, 'queryable');
    return eq(sql`cast(${field.column} as text)`, String(value));
  });
  return and(...filters);
}
