import { benchAnnouncements } from './announcements.mjs';
import { benchApplet } from './applet.mjs';
import { benchCluster } from './cluster.mjs';
import { benchEditableTable } from './editable-table.mjs';
import { benchJobs } from './jobs.mjs';
import { benchKepian } from './kepian.mjs';
import { measureBundles } from './lib/bundles.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLookbook } from './lookbook.mjs';
import { benchPlayPlan } from './play-plan.mjs';
import { benchProofOfPlay } from './proof-of-play.mjs';
import { benchRetail } from './retail.mjs';
import { benchScreens } from './screens.mjs';
import { benchSignIn } from './signin.mjs';
import { benchSpreadsheets } from './spreadsheets.mjs';
import { benchStudio } from './studio.mjs';
import { benchStudioBookings } from './studio-bookings.mjs';
import { benchSysadmin } from './sysadmin.mjs';
import { benchWorks } from './works.mjs';

// Prints figures; never fails on a number. Budgets live in the issues.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const port = Number(process.env.BENCH_PORT || 18_180);
const seconds = Number(process.env.BENCH_SECONDS || 10);

// `npm run bench -- signin works` runs only those parts; no names run them all.
const parts = {
  core: benchCore,
  signin: () => benchSignIn({ port: port + 6, seconds }),
  works: () => benchWorks({ port: port + 1, seconds: Math.min(seconds, 8) }),
  screens: () => benchScreens(port + 2),
  kepian: () => benchKepian({ port: port + 3, seconds: Math.min(seconds, 8) }),
  spreadsheets: () => benchSpreadsheets({ port: port + 4 }),
  'editable-table': () => benchEditableTable(port + 5),
  jobs: () => benchJobs(port + 8),
  announcements: () => benchAnnouncements(port + 9),
  lighthouse: () => benchLighthouse(port + 7),
  cluster: () => benchCluster({ port: port + 10, seconds: Math.min(seconds, 8) }),
  sysadmin: () => benchSysadmin(port + 14),
  'proof-of-play': () => benchProofOfPlay({ port: port + 17, seconds: Math.min(seconds, 8) }),
  playplan: () => benchPlayPlan(port + 18),
  'studio-bookings': () => benchStudioBookings({ port: port + 19, seconds: Math.min(seconds, 8) }),
  studio: () => benchStudio({ port: port + 20, seconds: Math.min(seconds, 8) }),
  applet: () => benchApplet({ port: port + 21, seconds: Math.min(seconds, 8) }),
  retail: () => benchRetail({ port: port + 22, seconds: Math.min(seconds, 8) }),
  lookbook: () => benchLookbook({ port: port + 23, seconds: Math.min(seconds, 8) }),
};

async function benchCore() {
  const dataDir = freshDataDir();
  const cold = await startServer({ port, dataDir });
  console.log(`cold start to first /health (fresh data folder, migrations + seed): ${cold.startMs.toFixed(0)} ms`);
  await cold.stop();

  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  console.log(`start to first /health (existing data folder): ${server.startMs.toFixed(0)} ms`);
  try {
    const bundles = await measureBundles(server.base);
    const { loginPage } = bundles;
    console.log(
      `login page JS+CSS: ${kb(loginPage.bytes)} gzip in ${loginPage.files} files; then, idle, it prefetches the first screen after sign-in: ${kb(loginPage.prefetched.bytes)} in ${loginPage.prefetched.files} files`,
    );
    console.log(
      `first screen after sign-in JS+CSS: ${kb(bundles.firstScreen.bytes)} gzip in ${bundles.firstScreen.files} files`,
    );

    const token = await login(server.base);
    const permission = await measureLoad({
      url: `${server.base}/api/sys/permission/getUserPermissionByToken`,
      headers: { 'x-access-token': token, 'tenant-id': '0' },
      seconds,
    });
    console.log(
      `getUserPermissionByToken, 50 concurrent: p50 ${permission.p50} ms, p99 ${permission.p99} ms, ${permission.requestsPerSecond} req/s, ${permission.failures} failures`,
    );
    // A list no cache keeps: every call reads the database (the sign-in log, page 1, and its total).
    const loginLog = await measureLoad({
      url: `${server.base}/api/sys/log/list?logType=1&pageNo=1&pageSize=10`,
      headers: { 'x-access-token': token, 'tenant-id': '0' },
      seconds,
    });
    console.log(
      `sign-in log list (read from the database at every call), 50 concurrent: p50 ${loginLog.p50} ms, p99 ${loginLog.p99} ms, ${loginLog.requestsPerSecond} req/s, ${loginLog.failures} failures`,
    );
    const signIn = await measureLoad({
      url: `${server.base}/api/sys/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }),
      seconds,
    });
    console.log(
      `/sys/login, 50 concurrent: p50 ${signIn.p50} ms, p99 ${signIn.p99} ms, ${signIn.requestsPerSecond} req/s, ${signIn.failures} failures`,
    );
  } finally {
    await server.stop();
  }
}

const picked = process.argv.slice(2);
const unknown = picked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`unknown bench part ${unknown.join(', ')}; parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(parts)) {
  if (picked.length === 0 || picked.includes(name)) await run();
}
