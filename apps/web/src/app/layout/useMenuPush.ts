import { MENU_CHANGED_CMD } from '@scenecast/contracts';
import { useLiveMessages } from '../../framework/live/live';
import { reloadMenuRoutes } from '../router';

/** Each server process that holds the console tells it of a change: reload once they have spoken. */
const SETTLE_MS = 300;
let pending: number | undefined;

function reloadMenusSoon(): void {
  window.clearTimeout(pending);
  pending = window.setTimeout(() => void reloadMenuRoutes().catch(() => undefined), SETTLE_MS);
}

/** A change to the user's menu or buttons (pushed live) shows without a reload or a new sign-in. */
export function useMenuPush(): void {
  useLiveMessages(reloadMenusSoon, MENU_CHANGED_CMD);
}
