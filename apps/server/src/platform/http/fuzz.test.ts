import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login.js';
import { type MalformedRequest, malformedRequests, type Operation } from '../../test/malformed-requests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
const signIn = async () => {
  token = await loginAs(t.app, 'admin', 'SceneCast@2026');
};
beforeAll(async () => {
  t = await createTestApp();
  await signIn();
});
afterAll(() => t.close());

/** Operations are probed a few at a time; one operation's requests go one after the other. */
const CONCURRENT_OPERATIONS = 4;
const REQUEST_DEADLINE_MS = 20_000;

async function publishedOperations(): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = response.json().paths as Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method, path })),
  );
}

let requestCount = 0;
/** Each request from an address of its own, so per-address limits (sign-in) hide nothing behind them. */
const nextAddress = () => {
  requestCount++;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
};

async function send(operation: Operation, request: MalformedRequest): Promise<number> {
  const answer = t.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    remoteAddress: nextAddress(),
    url: request.url,
    headers: { 'x-access-token': token, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
    payload: request.payload,
  });
  const deadline = new Promise<number>((resolve) => setTimeout(() => resolve(0), REQUEST_DEADLINE_MS).unref());
  return Promise.race([answer.then((response) => response.statusCode), deadline]);
}

/** A 401 after a call that ended the session (sign-out): sign in again and send it once more. */
async function sendSignedIn(operation: Operation, request: MalformedRequest): Promise<number> {
  const status = await send(operation, request);
  if (status !== 401) return status;
  await signIn();
  return send(operation, request);
}

describe('every OpenAPI operation under malformed input', () => {
  it('never answers 5xx (nor hangs) to stray bytes, huge or deep bodies, wrong types or non-JSON', async () => {
    // Every published operation; the two live channels (WebSocket only) are not published, and
    // their path parameters pass the same text guard before their own hooks run.
    const operations = await publishedOperations();
    const failures: string[] = [];
    const queue = [...operations];
    const worker = async () => {
      for (let operation = queue.shift(); operation; operation = queue.shift()) {
        for (const request of malformedRequests(operation)) {
          const status = await sendSignedIn(operation, request);
          if (status === 0 || status >= 500) {
            failures.push(
              `${status || 'no answer'} ${operation.method.toUpperCase()} ${operation.path} — ${request.kind}`,
            );
          }
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT_OPERATIONS }, worker));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`fuzz: ${operations.length} operations, ${requestCount} requests, ${seconds} s`);
    expect(operations.length).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  }, 600_000);
});
