import { randomInt } from 'node:crypto';
import { SHARE_CODE_LENGTH } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { shopShareCodes } from './schema.js';

/** No 0/O or 1/I: codes are read off a screen and typed in. 32^6 ≈ 10^9 codes. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ATTEMPTS = 8;

function randomCode(): string {
  return Array.from({ length: SHARE_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Gives the shop a new unique code (replacing its old one) and answers it. */
export async function assignShareCode(db: Db, shopId: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = randomCode();
    const [taken] = await db
      .select({ shopId: shopShareCodes.shopId })
      .from(shopShareCodes)
      .where(eq(shopShareCodes.code, code))
      .limit(1);
    if (taken) continue;
    await db
      .insert(shopShareCodes)
      .values({ shopId, code })
      .onConflictDoUpdate({ target: shopShareCodes.shopId, set: { code, createTime: new Date() } });
    return code;
  }
  throw new Error('no free share code found');
}

export async function shareCodeOfShop(db: Db, shopId: string): Promise<string> {
  const [row] = await db
    .select({ code: shopShareCodes.code })
    .from(shopShareCodes)
    .where(eq(shopShareCodes.shopId, shopId))
    .limit(1);
  return row?.code ?? assignShareCode(db, shopId);
}

/** Codes are matched without regard to case. */
export async function shopIdByShareCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ shopId: shopShareCodes.shopId })
    .from(shopShareCodes)
    .where(eq(shopShareCodes.code, code.trim().toUpperCase()))
    .limit(1);
  return row?.shopId ?? null;
}
