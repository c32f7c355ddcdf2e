import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';

const jobFields = {
  jobClassName: z.string().trim().min(1).max(100),
  cronExpression: z.string().trim().min(1).max(200),
  /** JSON text of the handler's parameters; empty means none. */
  parameter: z.string().max(4000).default(''),
  description: z.string().trim().max(200).default(''),
  status: z.union([z.literal(0), z.literal(-1)]).default(0),
};

export const jobAdd = z.object(jobFields);
export const jobEdit = z.object({ id: z.string().min(1).max(64), ...jobFields });
export const jobIdQuery = z.object({ id: z.string().min(1).max(64) });
export const jobListQuery = pageQuery.extend({
  jobClassName: z.string().max(100).optional(),
  status: z.coerce.number().int().optional(),
});
export const jobLogQuery = pageQuery.extend({ jobId: z.string().min(1).max(64) });

export type JobAdd = z.infer<typeof jobAdd>;
export type JobEdit = z.infer<typeof jobEdit>;
export type JobListQuery = z.infer<typeof jobListQuery>;
export type JobLogQuery = z.infer<typeof jobLogQuery>;
