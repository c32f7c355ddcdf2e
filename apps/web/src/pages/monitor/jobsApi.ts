import type { Page } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult, putResult } from '../../framework/http';

const BASE = '/sys/quartzJob';

export interface JobHandler {
  name: string;
  title: { zh: string; en: string };
  hint: { zh: string; en: string };
  defaultCron: string;
}

export interface Job {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
  /** 0 running, -1 paused. */
  status: 0 | -1;
  nextFireTime: string | null;
  nextRuns: string[];
}

export interface JobLog {
  id: string;
  trigger: 'schedule' | 'manual';
  scheduledTime: string;
  startTime: string;
  endTime: string | null;
  outcome: 'running' | 'success' | 'failed';
  message: string | null;
  process: string;
}

export type JobInput = Pick<Job, 'jobClassName' | 'cronExpression' | 'parameter' | 'description' | 'status'>;

export const jobKeys = {
  all: ['sys-job'] as const,
  list: (pageNo: number) => ['sys-job', 'list', pageNo] as const,
  logs: (id: string) => ['sys-job', 'logs', id] as const,
};

export const useJobHandlers = () =>
  useQuery({ queryKey: ['sys-job', 'handlers'], queryFn: () => getResult<JobHandler[]>(`${BASE}/handlers`) });

export const useJobs = (pageNo: number) =>
  useQuery({ queryKey: jobKeys.list(pageNo), queryFn: () => getResult<Page<Job>>(`${BASE}/list`, { pageNo }) });

const LOG_POLL_MS = 2000;

/** A job's run log; read again every 2 s while a run is still going. */
export const useJobLogs = (id: string | null) =>
  useQuery({
    queryKey: jobKeys.logs(id ?? ''),
    queryFn: () => getResult<Page<JobLog>>(`${BASE}/logList`, { jobId: id, pageSize: 50 }),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.records.some((log) => log.outcome === 'running') ? LOG_POLL_MS : false,
  });

export const saveJob = (id: string | null, input: JobInput) =>
  id ? putResult<Job>(`${BASE}/edit`, { ...input, id }) : postResult<Job>(`${BASE}/add`, input);

export const pauseJob = (id: string) => getResult<null>(`${BASE}/pause`, { id });
export const resumeJob = (id: string) => getResult<null>(`${BASE}/resume`, { id });
export const runJobNow = (id: string) => getResult<{ logId: string }>(`${BASE}/execute`, { id });
export const deleteJob = (id: string) => call<null>({ method: 'delete', url: `${BASE}/delete`, params: { id } });
