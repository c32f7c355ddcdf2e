import { afterAll, describe, expect, it } from 'vitest';
import { PasswordThreads } from './password-threads.js';

const threads = new PasswordThreads(2);
afterAll(() => threads.close());

describe('password threads', () => {
  it('hashes with argon2id and verifies the password against it', async () => {
    const hash = await threads.hash('Demo@2026!');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await threads.verify(hash, 'Demo@2026!')).toBe(true);
    expect(await threads.verify(hash, 'demo@2026!')).toBe(false);
  });

  it('answers false for a malformed hash', async () => {
    expect(await threads.verify('not-a-hash', 'Demo@2026!')).toBe(false);
  });

  it('answers every one of many jobs at once, each its own', async () => {
    const hashes = await Promise.all(['a1', 'b2', 'c3', 'd4', 'e5'].map((password) => threads.hash(password)));
    const checks = await Promise.all(
      hashes.map((hash, index) => threads.verify(hash, ['a1', 'b2', 'c3', 'd4', 'e5'][index])),
    );
    expect(checks).toEqual([true, true, true, true, true]);
    expect(await threads.verify(hashes[0], 'b2')).toBe(false);
  });

  it('rejects the jobs of stopped threads and starts new ones for the next', async () => {
    // The expectation is attached before the close: a rejection seen unhandled for a moment fails the run.
    const refused = expect(threads.hash('late')).rejects.toThrow(/password thread exited/);
    await threads.close();
    await refused;
    expect(await threads.verify(await threads.hash('again'), 'again')).toBe(true);
  });
});
