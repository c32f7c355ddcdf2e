import {
  HEARTBEAT_ANSWER_CMD,
  HEARTBEAT_TEXT,
  type ScreenCommand,
  type ScreenCredentials,
} from '@scenecast/contracts/screen';
import { answerScreenshot } from './screenshot.js';
import { PLAYER_VERSION } from './version.js';

const MAX_RETRY_MS = 20_000;

/**
 * The screen's live socket: commands from the console arrive here. It reconnects with a growing
 * delay; while it is down the player polls instead.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private retryMs = 1_000;
  private stopped = false;

  constructor(
    private readonly credentials: ScreenCredentials,
    private readonly onCommand: (command: ScreenCommand) => void,
    private readonly onOpenChange: (open: boolean) => void,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** The heartbeat travels over the open socket; answers false when it is closed. */
  sendHeartbeat(): boolean {
    if (!this.isOpen) return false;
    this.socket?.send(HEARTBEAT_TEXT);
    return true;
  }

  private connect(): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/api/screen/socket/${this.credentials.deviceId}?appVersion=${encodeURIComponent(PLAYER_VERSION)}`;
    const socket = new WebSocket(url, [this.credentials.secret]);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 1_000;
      this.onOpenChange(true);
    };
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { cmd?: ScreenCommand | typeof HEARTBEAT_ANSWER_CMD };
        if (message.cmd === 'screenshot') return void answerScreenshot(this.credentials).catch(() => undefined);
        if (message.cmd && message.cmd !== HEARTBEAT_ANSWER_CMD) this.onCommand(message.cmd);
      } catch {
        // not a command
      }
    };
    socket.onclose = () => {
      this.onOpenChange(false);
      if (this.stopped) return;
      setTimeout(() => this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
  }
}
