import { LIVE_ERROR_LIMIT, LIVE_RECONNECT_MS } from '@scenecast/contracts';

/**
 * The live channel's reconnect policy as a pure state machine (framework §4, §9): reconnect 20 s
 * after a close, give up after 5 errors. A socket that opens clears the error count, so only a run
 * of failures stops the channel; stopping (sign-out) is final.
 */
export interface LiveState {
  status: 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';
  errors: number;
}

export type LiveEvent = 'connect' | 'open' | 'error' | 'close' | 'stop';

export interface LivePolicy {
  /** LIVE_RECONNECT_MS */
  reconnectMs: number;
  /** LIVE_ERROR_LIMIT */
  errorLimit: number;
}

export const DEFAULT_LIVE_POLICY: LivePolicy = { reconnectMs: LIVE_RECONNECT_MS, errorLimit: LIVE_ERROR_LIMIT };

export const INITIAL_LIVE_STATE: LiveState = { status: 'idle', errors: 0 };

export interface LiveStep {
  state: LiveState;
  /** Set when the client should open a new socket after this many ms. */
  reconnectInMs: number | null;
}

export function nextLiveState(state: LiveState, event: LiveEvent, policy = DEFAULT_LIVE_POLICY): LiveStep {
  const stay = (next: LiveState): LiveStep => ({ state: next, reconnectInMs: null });
  if (state.status === 'stopped') return stay(state);
  switch (event) {
    case 'connect':
      return stay({ ...state, status: 'connecting' });
    case 'open':
      return stay({ status: 'open', errors: 0 });
    case 'error': {
      const errors = state.errors + 1;
      return stay({ status: errors >= policy.errorLimit ? 'stopped' : state.status, errors });
    }
    case 'close':
      return { state: { ...state, status: 'waiting' }, reconnectInMs: policy.reconnectMs };
    case 'stop':
      return stay({ ...state, status: 'stopped' });
  }
}
