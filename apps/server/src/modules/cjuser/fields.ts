import type { QueryFields } from '../../platform/query/fields.js';
import { cjCustomer } from './schema.js';

/** The customer list's advanced query fields (request name and column name), nothing else. */
export const CJUSER_SUPER_QUERY_FIELDS: QueryFields = {
  name: { column: cjCustomer.name, type: 'string' },
  gender: { column: cjCustomer.gender, type: 'integer' },
  birthday: { column: cjCustomer.birthday, type: 'date' },
  source: { column: cjCustomer.source, type: 'string' },
  remark: { column: cjCustomer.remark, type: 'string' },
  createTime: { column: cjCustomer.createTime, type: 'datetime' },
  create_time: { column: cjCustomer.createTime, type: 'datetime' },
};

/** Sortable columns of the list; anything else sorts by createTime. */
export const CJUSER_SORTS = {
  name: cjCustomer.name,
  birthday: cjCustomer.birthday,
  createTime: cjCustomer.createTime,
};
