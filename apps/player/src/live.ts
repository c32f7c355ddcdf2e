import type { ScreenCommand, ScreenCredentials } from '@scenecast/contracts/screen';

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

  private connect(): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/api/screen/socket/${this.credentials.deviceId}`;
    const socket = new WebSocket(url, [this.credentials.secret]);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 1_000;
      this.onOpenChange(true);
    };
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { cmd?: ScreenCommand };
        if (message.cmd) this.onCommand(message.cmd);
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
