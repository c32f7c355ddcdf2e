import { randomBytes } from 'node:crypto';
import { DEFAULT_SCREEN_SETTINGS, PAIRING_REFUSAL_WINDOW_MS, type ScreenState } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/tokens.js';
import type { Db } from '../../platform/db/database.js';
import { newId } from '../../platform/db/ids.js';
import { unauthorized } from '../../platform/http/errors.js';
import { screenShopCard } from '../shop/service.js';
import { isCodeLive, renewActivationCode } from './activation-code.js';
import { type DeviceRow, devices } from './schema.js';

/** What plays on a screen; the works module supplies it once it exists. */
export type PlaylistSource = (db: Db, device: DeviceRow) => Promise<ScreenState['playlist']>;

const noPlaylist: PlaylistSource = async () => [];

/** The play plans a screen follows; the play-plan module supplies it. */
export type PlanSource = (db: Db, device: DeviceRow) => Promise<ScreenState['plan']>;

const noPlan: PlanSource = async () => null;

/** A new screen: an id, a secret only the screen keeps (we store its hash), a first code. */
export async function registerScreen(db: Db, appVersion: string | undefined) {
  const secret = randomBytes(32).toString('hex');
  const id = newId();
  await db.insert(devices).values({
    id,
    secretHash: hashToken(secret),
    settings: DEFAULT_SCREEN_SETTINGS,
    appVersion: appVersion ?? null,
  });
  await renewActivationCode(db, id);
  const device = await findDevice(db, id);
  return { deviceId: id, secret, device };
}

export async function findDevice(db: Db, id: string): Promise<DeviceRow> {
  const [device] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  if (!device) throw unauthorized();
  return device;
}

/** The screen proves itself with its id and secret; anything else is 401. */
export async function authenticateScreen(db: Db, deviceId: string | undefined, secret: string | undefined) {
  if (!deviceId || !secret) throw unauthorized();
  const device = await findDevice(db, deviceId);
  if (device.secretHash !== hashToken(secret)) throw unauthorized();
  return device;
}

/** The state a screen shows; a waiting screen whose code expired gets a new one. */
export async function screenState(
  db: Db,
  device: DeviceRow,
  playlist: PlaylistSource = noPlaylist,
  plan: PlanSource = noPlan,
): Promise<ScreenState> {
  let current = device;
  if (current.shopId === null && !isCodeLive(current)) {
    await renewActivationCode(db, current.id);
    current = await findDevice(db, current.id);
  }
  const paired = current.shopId !== null;
  return {
    status: !paired ? 'unpaired' : current.status === 1 ? 'locked' : 'paired',
    code: paired ? null : current.code,
    codeExpiresAt: paired ? null : (current.codeExpiresAt?.getTime() ?? null),
    name: current.name || null,
    shop: paired && current.shopId ? await screenShopCard(db, current.shopId) : null,
    settings: { ...DEFAULT_SCREEN_SETTINGS, ...current.settings },
    playlist: paired && current.status === 0 ? await playlist(db, current) : [],
    appVersion: current.targetVersion,
    refusableUntil: paired ? refusableUntil(current) : null,
    plan: paired && current.status === 0 ? await plan(db, current) : null,
    serverTime: Date.now(),
  };
}

/** The end of the window in which a freshly paired screen may refuse its shop; null once over. */
export function refusableUntil(device: Pick<DeviceRow, 'activatedAt'>): number | null {
  if (!device.activatedAt) return null;
  const until = device.activatedAt.getTime() + PAIRING_REFUSAL_WINDOW_MS;
  return until > Date.now() ? until : null;
}
