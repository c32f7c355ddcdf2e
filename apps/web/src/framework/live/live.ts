import { useEffect, useRef, useSyncExternalStore } from 'react';
import { API_BASE } from '../http';
import { LiveChannel, type LiveMessage } from './liveChannel';
import { INITIAL_LIVE_STATE, type LiveState } from './liveState';

/**
 * The one live channel of the signed-in user and its subscribers. The shell connects it (the
 * notification bell); pages only subscribe, and may do so before it connects.
 */
const listeners = new Set<(message: LiveMessage) => void>();
const stateListeners = new Set<() => void>();
let channel: LiveChannel | null = null;
let state: LiveState = INITIAL_LIVE_STATE;

function liveUrl(userId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${API_BASE}/websocket/${encodeURIComponent(userId)}`;
}

function publish(message: LiveMessage): void {
  for (const listener of [...listeners]) listener(message);
}

function setState(next: LiveState): void {
  state = next;
  for (const listener of [...stateListeners]) listener();
}

/** Opens the channel for this user and token (a new pair replaces the old channel). */
export function connectLive(userId: string, token: string): () => void {
  channel?.stop();
  const own = new LiveChannel({ url: liveUrl(userId), token }, publish, setState);
  channel = own;
  own.start();
  return () => {
    own.stop();
    if (channel === own) channel = null;
  };
}

/** Calls `listener` for every message (or only those of `cmd`); returns the unsubscribe. */
export function subscribeLive(listener: (message: LiveMessage) => void, cmd?: string): () => void {
  const filtered = cmd ? (message: LiveMessage) => message.cmd === cmd && listener(message) : listener;
  listeners.add(filtered);
  return () => {
    listeners.delete(filtered);
  };
}

/** Subscribes for the life of the component; the latest `listener` is always called. */
export function useLiveMessages(listener: (message: LiveMessage) => void, cmd?: string): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeLive((message) => latest.current(message), cmd), [cmd]);
}

/** The channel's state (connecting, open, waiting, stopped) for an indicator. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (onChange) => {
      stateListeners.add(onChange);
      return () => stateListeners.delete(onChange);
    },
    () => state,
  );
}

export type { LiveMessage } from './liveChannel';
