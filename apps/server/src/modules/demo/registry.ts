import { defineModule } from '../../platform/http/module.js';
import { type EntityDefinition, registerEntity } from '../../platform/registry/index.js';
import { demoRecords } from './schema.js';

/**
 * demo_record on the allow-list: the rows of the 组件示例 pages in the caller's tenant. Its list
 * filters, advanced query and sort columns use the queryable and sortable fields.
 */
export const demoRecordEntity: EntityDefinition = {
  name: 'demo_record',
  table: demoRecords,
  id: demoRecords.id,
  scope: { tenantColumn: demoRecords.tenantId },
  fields: {
    id: { column: demoRecords.id, type: 'string', dictReadable: true },
    name: {
      column: demoRecords.name,
      type: 'string',
      dictReadable: true,
      queryable: true,
      sortable: true,
      duplicateCheck: true,
    },
    keyWord: { column: demoRecords.keyWord, type: 'string', dictReadable: true, queryable: true, sortable: true },
    sex: { column: demoRecords.sex, type: 'integer', queryable: true, sortable: true },
    age: { column: demoRecords.age, type: 'integer', queryable: true, sortable: true },
    birthday: { column: demoRecords.birthday, type: 'date', queryable: true, sortable: true },
    email: { column: demoRecords.email, type: 'string', queryable: true, sortable: true, duplicateCheck: true },
    phone: { column: demoRecords.phone, type: 'string', queryable: true, sortable: true, duplicateCheck: true },
    salary: { column: demoRecords.salary, type: 'number', queryable: true, sortable: true },
    orderNum: { column: demoRecords.orderNum, type: 'integer', queryable: true, sortable: true },
    createBy: { column: demoRecords.createBy, type: 'string', queryable: true, sortable: true },
    createTime: { column: demoRecords.createTime, type: 'datetime', queryable: true, sortable: true },
  },
  order: [demoRecords.orderNum, demoRecords.name],
};

/** Puts demo_record on the allow-list at start-up (the demo routes may register it too: a no-op). */
export const demoRegistry = defineModule(async () => {
  registerEntity(demoRecordEntity);
});
