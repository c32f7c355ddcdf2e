import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { captchaDataUrl, newCaptchaCode } from './captcha.js';
import { captchas } from './schema.js';

const CAPTCHA_TTL_MS = 5 * 60_000;

/** Makes a captcha for the client's check key and answers its image as a data URL. */
export async function issueCaptcha(db: Db, checkKey: string): Promise<string> {
  const code = newCaptchaCode();
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ checkKey, code, expiresAt })
    .onConflictDoUpdate({ target: captchas.checkKey, set: { code, expiresAt } });
  return captchaDataUrl(code);
}

/** A captcha answers once, right or wrong, case-insensitively. */
export async function consumeCaptcha(db: Db, checkKey: string, answer: string): Promise<boolean> {
  const [row] = await db.delete(captchas).where(eq(captchas.checkKey, checkKey)).returning();
  return Boolean(row) && row.expiresAt.getTime() > Date.now() && row.code === answer.trim().toUpperCase();
}
