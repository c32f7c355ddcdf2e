import { msg } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { type AppletRow, wxApplets, wxComponentSecrets } from './schema.js';
import type { WxOpenClient } from './wx-open-client.js';

/** A token is renewed this long before WeChat says it expires, so no call carries a dying one. */
const RENEW_MARGIN_MS = 5 * 60_000;

const VERIFY_TICKET = 'verify_ticket';
const COMPONENT_TOKEN = 'access_token';

const expiry = (expiresIn: number) => new Date(Date.now() + expiresIn * 1000);
const isFresh = (expiresAt: Date | null) => expiresAt !== null && expiresAt.getTime() - RENEW_MARGIN_MS > Date.now();

async function putSecret(db: Db, name: string, value: string, expiresAt: Date | null): Promise<void> {
  await db
    .insert(wxComponentSecrets)
    .values({ name, value, expiresAt })
    .onConflictDoUpdate({ target: wxComponentSecrets.name, set: { value, expiresAt, updateTime: new Date() } });
}

/** WeChat's push of the component_verify_ticket (every 10 minutes). */
export function saveVerifyTicket(db: Db, ticket: string): Promise<void> {
  return putSecret(db, VERIFY_TICKET, ticket, null);
}

/** The component access token: the cached one while fresh, else a new one from the latest ticket. */
export async function componentAccessToken(db: Db, client: WxOpenClient): Promise<string> {
  const rows = await db.select().from(wxComponentSecrets);
  const cached = rows.find((row) => row.name === COMPONENT_TOKEN);
  if (cached && isFresh(cached.expiresAt)) return cached.value;
  const ticket = rows.find((row) => row.name === VERIFY_TICKET);
  if (!ticket) throw new BusinessError(msg('wxTicketMissing'));
  const fresh = await client.componentToken(ticket.value);
  await putSecret(db, COMPONENT_TOKEN, fresh.token, expiry(fresh.expiresIn));
  return fresh.token;
}

/** The applet's access token: the cached one while fresh, else refreshed with its refresh token. */
export async function authorizerAccessToken(db: Db, client: WxOpenClient, applet: AppletRow): Promise<string> {
  if (applet.accessToken && isFresh(applet.accessTokenExpiresAt)) return applet.accessToken;
  const componentToken = await componentAccessToken(db, client);
  const fresh = await client.refreshAuthorizerToken(componentToken, applet.appId, applet.refreshToken);
  await db
    .update(wxApplets)
    .set({
      accessToken: fresh.accessToken,
      accessTokenExpiresAt: expiry(fresh.expiresIn),
      refreshToken: fresh.refreshToken,
      updateTime: new Date(),
    })
    .where(eq(wxApplets.id, applet.id));
  return fresh.accessToken;
}

export { expiry as tokenExpiry };
