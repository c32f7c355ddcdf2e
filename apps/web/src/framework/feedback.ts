import type { App } from 'antd';

export type FeedbackApi = ReturnType<typeof App.useApp>;

/**
 * The antd message, notification and modal APIs bound to the app's ConfigProvider. The http client
 * and the guard run outside React, and the router's first loaders run before the app mounts, so
 * calls made earlier wait until the shell hands the APIs over (FeedbackBridge).
 */
let api: FeedbackApi | null = null;
const pending: ((ready: FeedbackApi) => void)[] = [];

export function bindFeedback(next: FeedbackApi): void {
  api = next;
  for (const show of pending.splice(0)) show(next);
}

/**
 * Shows feedback through antd once the console has handed its APIs over. Where no console is
 * mounted (the public pages load without antd), `elsewhere` runs instead, or the call waits.
 */
export function withFeedback(show: (ready: FeedbackApi) => void, elsewhere?: () => void): void {
  if (api) show(api);
  else if (elsewhere) elsewhere();
  else pending.push(show);
}
