import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files stored by /sys/common/upload, with who stored them: the stored name is public but random,
 * and calls that show a file as a page (the PDF preview) are allowed only in the uploader's tenant.
 */
export const uploadedFiles = pgTable(
  'sys_file',
  {
    fileKey: text('file_key').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_file_tenant_idx').on(t.tenantId)],
);
