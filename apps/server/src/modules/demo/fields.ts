import type { QueryFields } from '../../platform/query/fields.js';
import { demoRecordEntity } from './registry.js';

const queryable = Object.entries(demoRecordEntity.fields).filter(([, field]) => field.queryable);

/** The list's input filters: the queryable fields of demo_record on the allow-list, by request name. */
export const DEMO_QUERY_FIELDS: QueryFields = Object.fromEntries(queryable);

/** The advanced query's fields: the same, also under their column names (`key_word`), as the registry accepts. */
export const DEMO_SUPER_QUERY_FIELDS: QueryFields = Object.fromEntries(
  queryable.flatMap(([name, field]) => [
    [name, field],
    [field.column.name, field],
  ]),
);
