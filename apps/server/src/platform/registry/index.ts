/**
 * The registry modules fill at start-up (DESIGN: "What several modules must plug into … is a
 * registry in platform/"). Use it from a routes plugin:
 *
 *   registerEntity(demoRecordEntity);                     // once per app; same object again is a no-op
 *   sortableColumn('demo_record', query.column, demoRecords.createTime);
 *   queryableFields('demo_record');                       // {name: {column, type, …}} for filters
 *   queryableField('demo_record', 'key_word');            // a client's name or alias → field | undefined
 *   entityOf('sys_user', 'dictTableNotAllowed');          // throws BusinessError with that message
 *   fieldOf(entity, 'realname', 'dictReadable');          // throws unless the field has the flag
 *   scopeFilter(entity, db, scope);                       // the rows the caller may read
 *   registerCheckRule({ code, test: /^…$/, message });    // rules of /sys/checkRule/checkByCode
 *   registerDataRuleList('system/UserListPage', 'sys_user'); // data rules of that menu narrow the list
 *   conditionFilter(entity, '{"orgType":"1"}');         // a tree select's JSON condition, fields queryable
 */
export { type CheckRule, checkByRule, registerCheckRule } from './check-rules.js';
export { conditionFilter } from './conditions.js';
export { dataRuleComponentsOf, dataRuleListOf, registerDataRuleList } from './data-rule-lists.js';
export {
  type Entity,
  type EntityDefinition,
  type EntityField,
  type EntityScope,
  entityOf,
  type FieldDefinition,
  type FieldType,
  fieldOf,
  queryableField,
  queryableFields,
  registerEntity,
  scopeFilter,
  sortableColumn,
} from './entities.js';
