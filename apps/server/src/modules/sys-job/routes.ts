import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerHousekeepingJobs } from './housekeeping.js';
import { jobAdd, jobEdit, jobIdQuery, jobListQuery, jobLogQuery } from './payloads.js';
import {
  addJob,
  deleteJob,
  editJob,
  type JobsContext,
  jobById,
  jobHandlers,
  jobLogPage,
  listJobs,
  runJobNow,
  setJobStatus,
} from './service.js';

const tags = ['sys-job'];
const BASE = '/sys/quartzJob';
const ADMIN_ONLY = 'Platform administrator only (403 for anyone else): jobs act on every tenant.';

/**
 * Scheduled jobs (issue #12), at the paths of JeecgBoot's quartz job calls. A job names a handler
 * registered in code; each planned run happens once across all server processes.
 */
export const sysJobRoutes = defineModule(async (app, { db, jobs, scheduler }) => {
  grantedBy(app, { menus: ['/monitor/job'] });
  registerHousekeepingJobs(jobs, db);
  const ctx = (request: FastifyRequest): JobsContext => ({ db, scope: request.scope, registry: jobs, scheduler });

  app.get(
    `${BASE}/handlers`,
    {
      schema: {
        tags,
        summary: 'The job handlers a job may name',
        description: `[{name, title: {zh, en}, hint: {zh, en}, defaultCron}]: every handler the modules registered. ${ADMIN_ONLY}`,
      },
    },
    async (request) => ok(jobHandlers(ctx(request))),
  );
  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'Scheduled jobs, paged',
        description: `Rows {id, jobClassName, cronExpression, parameter, description, status (0 running, -1 paused), nextFireTime, nextRuns (the next 10 runs of a running job)}. Filters jobClassName, status; sort createTime (default), jobClassName, status. ${ADMIN_ONLY}`,
        querystring: jobListQuery,
      },
    },
    async (request) => ok(await listJobs(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/queryById`,
    { schema: { tags, summary: 'One job with its next 10 runs', description: ADMIN_ONLY, querystring: jobIdQuery } },
    async (request) => ok(await jobById(ctx(request), request.query.id)),
  );
  app.post(
    `${BASE}/add`,
    {
      schema: {
        tags,
        summary: 'Adds a job',
        description: `The cron text is checked by the console editor's own rules (7 parts, bounds, day or week '?', a run to come); parameter is JSON checked against the handler's schema and stored normalised. Refusals: 任务处理器不存在, 任务参数不正确, 任务参数须为 JSON 对象, the cron messages. ${ADMIN_ONLY}`,
        body: jobAdd,
      },
    },
    async (request) => ok(await addJob(ctx(request), request.body), '添加成功！'),
  );
  app.put(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: 'Edits a job',
        description: `As add; the job is planned afresh from its cron text (no catch-up of the old plan). ${ADMIN_ONLY}`,
        body: jobEdit,
      },
    },
    async (request) => ok(await editJob(ctx(request), request.body), '编辑成功!'),
  );
  app.delete(
    `${BASE}/delete`,
    {
      schema: { tags, summary: 'Deletes a job and its run log', description: ADMIN_ONLY, querystring: jobIdQuery },
    },
    async (request) => {
      await deleteJob(ctx(request), request.query.id);
      return ok(null, '删除成功!');
    },
  );
  app.get(
    `${BASE}/pause`,
    {
      schema: {
        tags,
        summary: 'Pauses a job',
        description: `GET as in JeecgBoot. A paused job keeps its log; run now still works. ${ADMIN_ONLY}`,
        querystring: jobIdQuery,
      },
    },
    async (request) => {
      await setJobStatus(ctx(request), request.query.id, -1);
      return ok(null, '停止成功!');
    },
  );
  app.get(
    `${BASE}/resume`,
    {
      schema: {
        tags,
        summary: 'Resumes a job',
        description: `GET as in JeecgBoot. The job is planned from now: runs missed while paused do not run. ${ADMIN_ONLY}`,
        querystring: jobIdQuery,
      },
    },
    async (request) => {
      await setJobStatus(ctx(request), request.query.id, 0);
      return ok(null, '恢复成功!');
    },
  );
  app.get(
    `${BASE}/execute`,
    {
      schema: {
        tags,
        summary: 'Runs a job once now',
        description: `Starts the run in the answering process and answers {logId} at once; the run's log row (trigger manual) shows its outcome when done. ${ADMIN_ONLY}`,
        querystring: jobIdQuery,
      },
    },
    async (request) => ok(await runJobNow(ctx(request), request.query.id), '执行成功!'),
  );
  app.get(
    `${BASE}/logList`,
    {
      schema: {
        tags,
        summary: 'A job’s run log, newest first',
        description: `Rows {id, jobId, trigger (schedule, manual), scheduledTime (the planned time a scheduled run stands for), startTime, endTime, outcome (running, success, failed), message (the handler's note or the error text), process (host:pid)}. ${ADMIN_ONLY}`,
        querystring: jobLogQuery,
      },
    },
    async (request) => ok(await jobLogPage(ctx(request), request.query)),
  );
});
