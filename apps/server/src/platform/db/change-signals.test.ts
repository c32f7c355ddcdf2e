import { describe, expect, it } from 'vitest';
import { changeSignals } from './change-signals.js';

describe('change signals', () => {
  it('hands each transaction’s tag to every handler once, however many connections hear it', () => {
    const signals = changeSignals();
    const first: string[] = [];
    const second: string[] = [];
    signals.add((tag) => first.push(tag));
    signals.add((tag) => second.push(tag));
    for (let connection = 0; connection < 10; connection++) signals.receive('shop:7@1001');
    signals.receive('shop:8@1001');
    signals.receive('shop:7@1002');
    expect(first).toEqual(['shop:7', 'shop:8', 'shop:7']);
    expect(second).toEqual(first);
  });

  it('forgets the oldest signals, not the recent ones', () => {
    const signals = changeSignals();
    const tags: string[] = [];
    signals.add((tag) => tags.push(tag));
    for (let xid = 0; xid < 5000; xid++) signals.receive(`shop:1@${xid}`);
    signals.receive('shop:1@4999');
    expect(tags).toHaveLength(5000);
    signals.receive('shop:1@0');
    expect(tags).toHaveLength(5001);
  });
});
