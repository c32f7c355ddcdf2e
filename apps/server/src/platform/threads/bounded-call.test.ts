import { describe, expect, it } from 'vitest';
import { callWithinBounds } from './bounded-call.js';

const answering = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, n }) => parentPort.postMessage({ id, value: n * 2 }));`;
const looping = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => { for (;;) {} });`;
const swelling = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', () => { const kept = []; for (;;) kept.push({ at: kept.length, text: 'x'.repeat(64) + kept.length }); });`;

const bounds = { deadlineMs: 2_000, memoryMb: 32 };

describe('a call within bounds', () => {
  it("answers the thread's value", async () => {
    expect(await callWithinBounds(answering, { n: 21 }, bounds)).toEqual({ ok: true, value: 42 });
  });

  it('stops a thread that loops forever at its deadline', async () => {
    expect(await callWithinBounds(looping, {}, { ...bounds, deadlineMs: 300 })).toEqual({
      ok: false,
      stopped: 'deadline',
    });
  });

  it('stops a thread that outgrows its memory', async () => {
    expect(await callWithinBounds(swelling, {}, { ...bounds, deadlineMs: 20_000 })).toEqual({
      ok: false,
      stopped: 'memory',
    });
  });
});
