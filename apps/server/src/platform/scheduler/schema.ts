import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A scheduled job: a handler registered in code, its 7-part cron text and its JSON parameters. */
export const sysJobs = pgTable('sys_job', {
  id: text('id').primaryKey(),
  /** The registered handler's name (Jeecg's jobClassName). */
  jobClassName: text('job_class_name').notNull(),
  cronExpression: text('cron_expression').notNull(),
  /** JSON of the handler's parameters, checked against its schema on every save. */
  parameter: text('parameter').notNull().default('{}'),
  description: text('description').notNull().default(''),
  /** 0 running, -1 paused (Jeecg's values). */
  status: integer('status').notNull().default(0),
  /** The next planned run; null until a scheduler has looked at the job. */
  nextFireTime: timestamp('next_fire_time', { withTimezone: true }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }),
});

/** One run of a job: planned by the schedule, or asked for by "run now". */
export const sysJobLogs = pgTable(
  'sys_job_log',
  {
    id: text('id').primaryKey(),
    jobId: text('job_id').notNull(),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    /** The planned time of a scheduled run (the fire time it stands for); a manual run's start. */
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    outcome: text('outcome').$type<'running' | 'success' | 'failed'>().notNull(),
    /** What the handler reported, or the error text of a failed run. */
    message: text('message'),
    /** host:pid of the server process that ran it. */
    process: text('process').notNull(),
  },
  (t) => [
    index('sys_job_log_job_idx').on(t.jobId, t.startTime),
    // The database's own guard that a planned fire time runs once, whichever process claims it.
    uniqueIndex('sys_job_log_once_idx').on(t.jobId, t.scheduledTime).where(sql`${t.trigger} = 'schedule'`),
  ],
);
