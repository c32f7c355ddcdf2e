import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** Dictionaries are system data (no tenant): a migration seeds them, platform admins edit them. */
export const dicts = pgTable('sys_dict', {
  id: text('id').primaryKey().$defaultFn(newId),
  dictName: text('dict_name').notNull(),
  dictCode: text('dict_code').notNull().unique(),
  description: text('description'),
  /** 0 text values, 1 number values. */
  type: smallint('type').notNull().default(0),
  delFlag: smallint('del_flag').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

export const dictItems = pgTable(
  'sys_dict_item',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    dictId: text('dict_id').notNull(),
    itemText: text('item_text').notNull(),
    itemValue: text('item_value').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_dict_item_dict_idx').on(t.dictId)],
);
