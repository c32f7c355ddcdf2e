import type { ScreenAlbumCategory, ScreenAlbumDetail, ScreenShopHome } from '@scenecast/contracts';
import type { ScreenCredentials, ScreenState } from '@scenecast/contracts/screen';

const CREDENTIALS_KEY = 'scenecast.screen.credentials';
const STATE_KEY = 'scenecast.screen.state';
const ALBUMS_KEY = 'scenecast.screen.albums';
const ALBUM_DETAILS_KEY = 'scenecast.screen.albumDetails';
const SHOP_HOME_KEY = 'scenecast.screen.shopHome';

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

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full: the screen still works, only not offline.
  }
}

/** Album mode's last category list, and the open (unprotected) albums: browsable offline. */
export const loadCachedAlbums = () => read<ScreenAlbumCategory[]>(ALBUMS_KEY);
export const saveCachedAlbums = (categories: ScreenAlbumCategory[]) => write(ALBUMS_KEY, categories);
export const loadCachedAlbumDetails = () => read<Record<string, ScreenAlbumDetail>>(ALBUM_DETAILS_KEY) ?? {};
export const saveCachedAlbumDetails = (details: Record<string, ScreenAlbumDetail>) => write(ALBUM_DETAILS_KEY, details);

/** The last shop home the server sent: shown offline. */
export const loadCachedShopHome = () => read<ScreenShopHome>(SHOP_HOME_KEY);
export const saveCachedShopHome = (home: ScreenShopHome | null) => write(SHOP_HOME_KEY, home);

export function forgetScreen(): void {
  localStorage.removeItem(CREDENTIALS_KEY);
  localStorage.removeItem(STATE_KEY);
  localStorage.removeItem(ALBUMS_KEY);
  localStorage.removeItem(ALBUM_DETAILS_KEY);
  localStorage.removeItem(SHOP_HOME_KEY);
}
