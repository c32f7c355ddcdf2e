import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The positions a user holds (sys_position ids of the user's tenant), set on the users page. */
export const userPositions = pgTable(
  'sys_user_position',
  {
    userId: text('user_id').notNull(),
    positionId: text('position_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.positionId] })],
);
