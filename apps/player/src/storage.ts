import type { ScreenCredentials, ScreenState } from '@scenecast/contracts/screen';

const CREDENTIALS_KEY = 'scenecast.screen.credentials';
const STATE_KEY = 'scenecast.screen.state';

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export const loadCredentials = () => read<ScreenCredentials>(CREDENTIALS_KEY);
export const saveCredentials = (credentials: ScreenCredentials) =>
  localStorage.setItem(CREDENTIALS_KEY, JSON.stringify(credentials));

/** The last state the server sent: the screen keeps showing it while the network is down. */
export const loadCachedState = () => read<ScreenState>(STATE_KEY);
export const saveCachedState = (state: ScreenState) => localStorage.setItem(STATE_KEY, JSON.stringify(state));

export function forgetScreen(): void {
  localStorage.removeItem(CREDENTIALS_KEY);
  localStorage.removeItem(STATE_KEY);
}
