import { msg } from '@scenecast/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { entityOf, fieldOf, scopeFilter } from '../../platform/registry/index.js';
import { asText } from './table-dicts.js';

export interface DuplicateCheckQuery {
  tableName: string;
  fieldName: string;
  fieldVal: string;
  /** The row being edited, left out of the count. */
  dataId?: string;
}

/**
 * GET /sys/duplicate/check: refuses with 该值不可用，系统中已存在！ when another row holds the value.
 * Only registered fields with the duplicateCheck flag; rows outside the caller's tenant count only
 * for values unique across tenants (usernames, phones), as their constraint does.
 */
export async function checkDuplicate(db: Db, scope: Scope, query: DuplicateCheckQuery): Promise<void> {
  const entity = entityOf(query.tableName, 'duplicateTableNotAllowed');
  const field = fieldOf(entity, query.fieldName, 'duplicateCheck', 'duplicateFieldNotAllowed');
  const [found] = await db
    .select({ id: asText(entity.id) })
    .from(entity.table)
    .where(
      and(
        field.duplicateCheck === 'everywhere' ? undefined : scopeFilter(entity, db, scope),
        eq(asText(field.column), query.fieldVal),
        query.dataId ? ne(asText(entity.id), query.dataId) : undefined,
      ),
    )
    .limit(1);
  if (found) throw new BusinessError(msg('valueTaken'));
}
