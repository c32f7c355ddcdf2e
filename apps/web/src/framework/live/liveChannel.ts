import { HEARTBEAT_ANSWER_CMD, HEARTBEAT_TEXT, LIVE_HEARTBEAT_MS } from '@scenecast/contracts';
import { DEFAULT_LIVE_POLICY, INITIAL_LIVE_STATE, type LivePolicy, type LiveState, nextLiveState } from './liveState';

/** A message of the live channel (framework §7): JSON {cmd, msgId, msgTxt}, plus what a topic adds. */
export interface LiveMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  [field: string]: unknown;
}

type MessageListener = (message: LiveMessage) => void;
type StateListener = (state: LiveState) => void;

export interface LiveChannelOptions {
  url: string;
  /** The token travels as the sub-protocol: browsers cannot set headers on a WebSocket. */
  token: string;
  policy?: LivePolicy;
  heartbeatMs?: number;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && typeof (parsed as LiveMessage).cmd === 'string') {
      return parsed as LiveMessage;
    }
  } catch {
    // Not JSON: nothing a listener could use.
  }
  return null;
}

/** One console user's socket: heartbeat, reconnect and stop as liveState decides. */
export class LiveChannel {
  private socket: WebSocket | null = null;
  private state: LiveState = INITIAL_LIVE_STATE;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private readonly policy: LivePolicy;

  constructor(
    private readonly options: LiveChannelOptions,
    private readonly onMessage: MessageListener,
    private readonly onState: StateListener = () => undefined,
  ) {
    this.policy = options.policy ?? DEFAULT_LIVE_POLICY;
  }

  get current(): LiveState {
    return this.state;
  }

  start(): void {
    if (!this.apply('connect')) return;
    const create = this.options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    const socket = create(this.options.url, [this.options.token]);
    this.socket = socket;
    socket.onopen = () => {
      this.apply('open');
      this.heartbeat = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send(HEARTBEAT_TEXT);
      }, this.options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data);
      if (message && message.cmd !== HEARTBEAT_ANSWER_CMD) this.onMessage(message);
    };
    socket.onerror = () => {
      this.apply('error');
    };
    socket.onclose = () => {
      this.clearHeartbeat();
      if (this.socket === socket) this.socket = null;
      const step = nextLiveState(this.state, 'close', this.policy);
      this.setState(step.state);
      if (step.reconnectInMs !== null) this.reconnect = setTimeout(() => this.start(), step.reconnectInMs);
    };
  }

  stop(): void {
    this.apply('stop');
    this.clearHeartbeat();
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** Applies an event; false when the channel is stopped. */
  private apply(event: 'connect' | 'open' | 'error' | 'stop'): boolean {
    if (this.state.status === 'stopped') return false;
    this.setState(nextLiveState(this.state, event, this.policy).state);
    return true;
  }

  private setState(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    this.onState(state);
  }

  private clearHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
