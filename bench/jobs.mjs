import { freshDataDir, login, startServer } from './lib/server.mjs';

// Scheduled-jobs figures (issue #12): how late after its planned second a run starts, with many
// jobs due every second on one embedded server. Prints figures; never fails on a number.
const JOBS = Number(process.env.BENCH_JOBS || 50);
const SECONDS = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function api(base, token, method, url, body) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${url}: ${answer.message}`);
  return answer.result;
}

export async function benchJobs(port) {
  const server = await startServer({ port, dataDir: freshDataDir(), env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base, 'admin', 'SceneCast@2026');
    const ids = [];
    for (let i = 0; i < JOBS; i += 1) {
      const job = await api(server.base, token, 'POST', '/sys/quartzJob/add', {
        jobClassName: 'purgeExpiredAuthRecords',
        cronExpression: '* * * * * ? *',
        description: `bench ${i}`,
      });
      ids.push(job.id);
    }
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    for (const id of ids) await api(server.base, token, 'GET', `/sys/quartzJob/pause?id=${id}`);
    const delays = [];
    let failed = 0;
    for (const id of ids) {
      const page = await api(server.base, token, 'GET', `/sys/quartzJob/logList?jobId=${id}&pageSize=100`);
      for (const log of page.records) {
        delays.push(new Date(log.startTime).getTime() - new Date(log.scheduledTime).getTime());
        if (log.outcome === 'failed') failed += 1;
      }
    }
    delays.sort((a, b) => a - b);
    console.log(
      `jobs: ${JOBS} jobs every second for ${SECONDS} s on one embedded server: ${delays.length} runs, start after the planned second p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, ${failed} failed`,
    );
  } finally {
    await server.stop();
  }
}
