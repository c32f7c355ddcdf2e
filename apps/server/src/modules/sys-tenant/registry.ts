import { eq } from 'drizzle-orm';
import { tenants } from '../../platform/identity/schema.js';
import type { EntityDefinition } from '../../platform/registry/index.js';

/** sys_tenant on the allow-list: every tenant for the platform administrator, else the current one. */
export const tenantEntity: EntityDefinition = {
  name: 'sys_tenant',
  table: tenants,
  id: tenants.id,
  scope: { filter: (_db, scope) => (scope.isPlatformAdmin ? undefined : eq(tenants.id, scope.tenantId)) },
  fields: {
    id: { column: tenants.id, type: 'integer', dictReadable: true, sortable: true },
    name: { column: tenants.name, type: 'string', dictReadable: true, queryable: true, sortable: true },
    status: { column: tenants.status, type: 'integer', queryable: true, sortable: true },
    createTime: { column: tenants.createTime, type: 'datetime', queryable: true, sortable: true },
  },
  order: [tenants.id],
};
