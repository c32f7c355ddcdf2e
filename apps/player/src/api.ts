import type { ScreenAlbumCategory, ScreenAlbumDetail, ScreenShopHome } from '@scenecast/contracts';
import {
  DEVICE_ID_HEADER,
  DEVICE_SECRET_HEADER,
  type ScreenCredentials,
  type ScreenState,
} from '@scenecast/contracts/screen';
import type { PlayBatchAnswer, PlayRecord } from '@scenecast/contracts/screen-operations';

const API_BASE = '/api';

/** The server refused these credentials (the screen was deleted): the player registers again. */
export class UnknownScreenError extends Error {}

/** The server answered with a refusal (its message is for the screen): not a network failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** Asking again later may pass: the server failed or was busy (5xx), timed out (408) or is rate limiting (429). */
  get isTransient(): boolean {
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

export async function request<T>(
  method: string,
  path: string,
  credentials?: ScreenCredentials,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (credentials) {
    headers[DEVICE_ID_HEADER] = credentials.deviceId;
    headers[DEVICE_SECRET_HEADER] = credentials.secret;
  }
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  if (response.status === 401) throw new UnknownScreenError('screen credentials refused');
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  // Not our envelope (e.g. a gateway's 502 page): a network failure, so callers fall back to what they keep.
  if (!envelope) throw new Error(`${response.status} ${response.statusText}`.trim());
  if (!envelope.success) throw new ApiError(envelope.message, response.status);
  return envelope.result;
}

export const registerScreen = (appVersion: string) =>
  request<ScreenCredentials & { state: ScreenState }>('POST', '/screen/register', undefined, { appVersion });

export const fetchState = (credentials: ScreenCredentials) => request<ScreenState>('GET', '/screen/state', credentials);

/** The heartbeat also answers the state: it is the polling fallback of the live channel. */
export const sendHeartbeat = (credentials: ScreenCredentials, appVersion: string) =>
  request<ScreenState>('POST', '/screen/heartbeat', credentials, { appVersion });

/** Album mode: the screen's public albums by category. */
export const fetchAlbums = (credentials: ScreenCredentials) =>
  request<ScreenAlbumCategory[]>('GET', '/screen/albums', credentials);

/** Album mode: one album's photos; a protected one needs its password (checked on the server). */
export const openAlbum = (credentials: ScreenCredentials, id: string, password?: string) =>
  request<ScreenAlbumDetail>(
    'POST',
    `/screen/albums/${encodeURIComponent(id)}`,
    credentials,
    password ? { password } : {},
  );

/** The shop home shown while no works are assigned: the owner's modules with their data (null: not paired). */
export const fetchShopHome = (credentials: ScreenCredentials) =>
  request<ScreenShopHome | null>('GET', '/screen/shop-home', credentials);
/** Proof of play: a batch of what the screen played; resending the same records counts them once. */
export const sendPlays = (credentials: ScreenCredentials, records: PlayRecord[]) =>
  request<PlayBatchAnswer>('POST', '/screen/plays', credentials, { records });

/** The screenshot the console asked for, as a JPEG data URL. */
export const sendScreenshot = (credentials: ScreenCredentials, image: string) =>
  request<null>('POST', '/screen/screenshot', credentials, { image });

/** The screen refuses the shop it was just paired with; answers its new (waiting) state. */
export const refusePairing = (credentials: ScreenCredentials) =>
  request<ScreenState>('POST', '/screen/refusePairing', credentials, {});
/** The server's clock alone (a tiny answer, so its round trip is short): walls sync on it. */
export const fetchServerTime = () =>
  request<{ serverTime: number }>('GET', '/screen/clock').then((answer) => answer.serverTime);
