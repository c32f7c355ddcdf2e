import { randomInt } from 'node:crypto';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_TTL_MS } from '@scenecast/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { devices } from './schema.js';

const MAX_TRIES = 50;

const randomCode = () => String(randomInt(0, 10 ** ACTIVATION_CODE_LENGTH)).padStart(ACTIVATION_CODE_LENGTH, '0');

/** Expired codes of screens that stopped waiting go back to the pool of 10,000. */
async function releaseExpiredCodes(db: Db): Promise<void> {
  await db
    .update(devices)
    .set({ code: null, codeExpiresAt: null })
    .where(and(isNull(devices.shopId), lt(devices.codeExpiresAt, new Date())));
}

/**
 * Gives an unpaired screen a fresh code, unique among the screens waiting: a unique index holds
 * that under concurrency, and a taken code is drawn again.
 */
export async function renewActivationCode(db: Db, deviceId: string): Promise<{ code: string; expiresAt: Date }> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const code = randomCode();
    const expiresAt = new Date(Date.now() + ACTIVATION_CODE_TTL_MS);
    try {
      await db
        .update(devices)
        .set({ code, codeExpiresAt: expiresAt })
        .where(and(eq(devices.id, deviceId), isNull(devices.shopId)));
      return { code, expiresAt };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === 0) await releaseExpiredCodes(db);
    }
  }
  throw new Error('no free activation code');
}

export function isCodeLive(device: { code: string | null; codeExpiresAt: Date | null }): boolean {
  return device.code !== null && device.codeExpiresAt !== null && device.codeExpiresAt.getTime() > Date.now();
}
