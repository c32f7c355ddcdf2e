import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_POLICY, INITIAL_LIVE_STATE, type LiveEvent, type LiveState, nextLiveState } from './liveState';

function run(events: LiveEvent[], from: LiveState = INITIAL_LIVE_STATE) {
  let state = from;
  let reconnectInMs: number | null = null;
  for (const event of events) ({ state, reconnectInMs } = nextLiveState(state, event));
  return { state, reconnectInMs };
}

describe('live channel policy', () => {
  it('uses the spec constants: reconnect after 20 s, stop after 5 errors', () => {
    expect(DEFAULT_LIVE_POLICY).toEqual({ reconnectMs: 20_000, errorLimit: 5 });
  });

  it('reconnects 20 s after a close', () => {
    const { state, reconnectInMs } = run(['connect', 'open', 'close']);
    expect(state.status).toBe('waiting');
    expect(reconnectInMs).toBe(20_000);
  });

  it('keeps reconnecting after fewer than 5 errors', () => {
    const failed: LiveEvent[] = ['connect', 'error', 'close'];
    const { state, reconnectInMs } = run([...failed, ...failed, ...failed, ...failed]);
    expect(state).toEqual({ status: 'waiting', errors: 4 });
    expect(reconnectInMs).toBe(20_000);
  });

  it('stops after the fifth error and never reconnects again', () => {
    const failed: LiveEvent[] = ['connect', 'error', 'close'];
    const { state, reconnectInMs } = run([...failed, ...failed, ...failed, ...failed, ...failed]);
    expect(state).toEqual({ status: 'stopped', errors: 5 });
    expect(reconnectInMs).toBeNull();
    expect(run(['connect', 'open', 'close'], state)).toEqual({ state, reconnectInMs: null });
  });

  it('clears the error count once a socket opens', () => {
    const { state } = run(['connect', 'error', 'close', 'connect', 'error', 'close', 'connect', 'open']);
    expect(state).toEqual({ status: 'open', errors: 0 });
  });

  it('does not reconnect after a stop (sign-out)', () => {
    const { state, reconnectInMs } = run(['connect', 'open', 'stop', 'close']);
    expect(state.status).toBe('stopped');
    expect(reconnectInMs).toBeNull();
  });
});
