import type { MessageInstance } from 'antd/es/message/interface';
import { RequestError } from '../../framework/http';

/** Shows a refusal the http layer has not shown yet (success false: the server's own message). */
export function showRefusal(message: MessageInstance, error: unknown): void {
  if (error instanceof RequestError) {
    if (!error.alreadyShown) message.error(error.message);
    return;
  }
  message.error(error instanceof Error ? error.message : String(error));
}
