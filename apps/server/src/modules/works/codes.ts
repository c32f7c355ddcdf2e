import { randomInt } from 'node:crypto';
import { HJ_SHARE_CODING_LENGTH } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { worksHj } from './schema.js';

/** Letters and digits people do not confuse (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A work's public code: 8 characters (31^8 ≈ 8.5e11, unique index behind it). */
export const newWorksCode = () => randomCode(8);

/** A fresh, unused 6-character share code for a group. */
export async function newShareCoding(db: Db): Promise<string> {
  for (;;) {
    const code = randomCode(HJ_SHARE_CODING_LENGTH);
    const [taken] = await db.select({ id: worksHj.id }).from(worksHj).where(eq(worksHj.shareCoding, code)).limit(1);
    if (!taken) return code;
  }
}
