import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { hash, verify } from '@node-rs/argon2';
import { freshDataDir, startServer } from './lib/server.mjs';

// Sign-in storm (issue 16): the raw argon2id verify rate of this machine, then `clients` browsers
// signing in over and over for `seconds`; a refused one (503/429) waits its Retry-After and tries
// again. Prints sign-ins per second against the raw rate, the longest wait and the refusals.
// Prints figures; never fails on a number. The clients share this machine's two cores with the
// server, as real browsers would not: they use node:http on kept-alive connections, which costs a
// few times less CPU per request than fetch, so the figure is the server's rather than the client's.
const CLIENT_TIMEOUT_MS = 10_000;
const SIGN_IN_BODY = JSON.stringify({ username: 'demo', password: 'Demo@2026!' });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const cores = availableParallelism();

/** Verifies per second through the library's asynchronous call (libuv's pool), one per core in flight. */
async function libuvVerifyRate(stored, seconds) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const lane = async () => {
    while (performance.now() < until) {
      await verify(stored, 'Demo@2026!');
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: cores }, lane));
  return done / ((performance.now() - started) / 1000);
}

/** Verifies per second with a thread per core verifying back to back, as the server runs them. */
async function threadVerifyRate(stored, seconds) {
  const source = `
const { parentPort, workerData } = require('node:worker_threads');
const { verifySync } = require(${JSON.stringify(createRequire(import.meta.url).resolve('@node-rs/argon2'))});
const until = Date.now() + workerData.ms;
let done = 0;
while (Date.now() < until) { verifySync(workerData.stored, 'Demo@2026!'); done += 1; }
parentPort.postMessage(done);`;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: cores }, () => {
      const worker = new Worker(source, { eval: true, workerData: { stored, ms: seconds * 1000 } });
      return new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0) / ((performance.now() - started) / 1000);
}

/**
 * This machine's raw argon2id verify rate, both ways: the higher is the one a storm is set against
 * (threads verifying back to back come out ~15% ahead of the pool here).
 */
async function rawVerifyRate(seconds) {
  const stored = await hash('Demo@2026!');
  const libuv = await libuvVerifyRate(stored, seconds);
  const threads = await threadVerifyRate(stored, seconds);
  return { libuv, threads, best: Math.max(libuv, threads) };
}

/** One sign-in as a browser sends it (gzip accepted); answers the status, headers and JSON body. */
function postSignIn(agent, base) {
  return new Promise((resolve, reject) => {
    const call = request(
      `${base}/api/sys/login`,
      {
        method: 'POST',
        agent,
        timeout: CLIENT_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(SIGN_IN_BODY),
          'accept-encoding': 'gzip',
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode, headers: response.headers, body: JSON.parse(text.toString()) });
        });
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error('timed out')));
    call.on('error', reject);
    call.end(SIGN_IN_BODY);
  });
}

async function storm(base, { clients, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const until = performance.now() + seconds * 1000;
  const latencies = [];
  const counts = { signedIn: 0, busy: 0, timedOut: 0, other: 0 };
  let longestMs = 0;
  const client = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        const response = await postSignIn(agent, base);
        const body = response.body;
        const ms = performance.now() - sent;
        longestMs = Math.max(longestMs, ms);
        latencies.push(ms);
        if (response.status === 200 && body.success) counts.signedIn += 1;
        else if (response.status === 503 || response.status === 429) {
          counts.busy += 1;
          const retryAfter = Number(response.headers['retry-after'] || 1);
          await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        } else counts.other += 1;
      } catch {
        counts.timedOut += 1;
        longestMs = Math.max(longestMs, performance.now() - sent);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ...counts,
    perSecond: counts.signedIn / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    longestMs,
  };
}

export async function benchSignIn({ port, seconds }) {
  const server = await startServer({ port, dataDir: freshDataDir(), env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    // This host's raw rate drifts by a quarter between minutes: each storm is set against the mean
    // of the raw rates measured just before and just after it.
    const rawSeconds = Math.min(seconds, 5);
    // A server just started is still optimizing its hot paths, the embedded database's WebAssembly
    // most of all (V8 tiers it up in background threads): its main thread and those threads spend
    // about a quarter more per sign-in for the first ~10 s of sign-ins. The storms below measure the
    // settled server; this warm-up's own figure is printed too, as what a just-restarted one does.
    const warmSeconds = Math.min(seconds, 10);
    const warm = await storm(server.base, { clients: 50, seconds: warmSeconds });
    let rawBefore = await rawVerifyRate(rawSeconds);
    console.log(
      `sign-in storm right after start (warm-up, first ${warmSeconds} s, 50 clients): ${warm.perSecond.toFixed(1)} sign-ins/s = ${((100 * warm.perSecond) / rawBefore.best).toFixed(0)}% of the raw verify rate after it`,
    );
    for (const clients of [50, 200]) {
      const result = await storm(server.base, { clients, seconds });
      const rawAfter = await rawVerifyRate(rawSeconds);
      const raw = (rawBefore.best + rawAfter.best) / 2;
      const rates = (rate) => `${rate.threads.toFixed(1)}/s on threads (${rate.libuv.toFixed(1)}/s on libuv's pool)`;
      console.log(
        `argon2id raw verify rate (${cores} in flight, this process): ${rates(rawBefore)} before, ${rates(rawAfter)} after the next storm`,
      );
      console.log(
        `sign-in storm, ${clients} clients: ${result.perSecond.toFixed(1)} sign-ins/s = ${((100 * result.perSecond) / raw).toFixed(0)}% of the raw verify rate, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, longest wait ${result.longestMs.toFixed(0)} ms, ${result.busy} answered busy (503/429), ${result.timedOut} timed out, ${result.other} other failures`,
      );
      rawBefore = rawAfter;
    }
  } finally {
    await server.stop();
  }
}
