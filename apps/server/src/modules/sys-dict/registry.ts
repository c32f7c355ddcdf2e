import type { EntityDefinition } from '../../platform/registry/index.js';
import { dicts } from './schema.js';

/** sys_dict on the allow-list: system data; its code is unique (the dictionary form checks it on blur). */
export const dictEntity: EntityDefinition = {
  name: 'sys_dict',
  table: dicts,
  id: dicts.id,
  scope: 'shared',
  fields: {
    id: { column: dicts.id, type: 'string' },
    dictName: { column: dicts.dictName, type: 'string', queryable: true, sortable: true },
    dictCode: { column: dicts.dictCode, type: 'string', queryable: true, sortable: true, duplicateCheck: true },
    createTime: { column: dicts.createTime, type: 'datetime', sortable: true },
  },
  order: [dicts.dictCode],
};
