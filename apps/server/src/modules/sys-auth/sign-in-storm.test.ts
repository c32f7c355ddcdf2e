import type { Envelope } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // One argon2id thread (a job and the next in hand) and (almost) no wait: a third sign-in arriving
  // while two are checked is refused.
  t = await createTestApp({ PASSWORD_WORKERS: '1', PASSWORD_MAX_WAIT_MS: '1' });
});
afterAll(() => t.close());

const signIn = () =>
  t.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'demo', password: 'Demo@2026!' } });

describe('sign-in storm', () => {
  it('answers 503 with Retry-After and the busy message at once when the argon2id queue is full', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, signIn));
    const busy = answers.filter((answer) => answer.statusCode === 503);
    const admitted = answers.filter((answer) => answer.statusCode === 200);
    expect(admitted.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(admitted.length + busy.length).toBe(answers.length);
    for (const answer of admitted) expect(answer.json<Envelope>().success).toBe(true);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json<Envelope>()).toMatchObject({ success: false, code: 503, message: '服务器繁忙，请稍后重试' });
    }
  });

  it('lets a refused client in when it retries after the storm', async () => {
    const retry = await signIn();
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Envelope>()).toMatchObject({ success: true, code: 200 });
  });
});
