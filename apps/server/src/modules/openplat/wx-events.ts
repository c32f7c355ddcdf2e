import { APPLET_STATUS_WITHDRAWN } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { WxOpenSettings } from '../../config.js';
import type { Db } from '../../platform/db/database.js';
import { wxApplets } from './schema.js';
import { openWxMessage } from './wx-crypto.js';
import { saveVerifyTicket } from './wx-tokens.js';

/** A field of WeChat's flat XML messages, CDATA or plain; fields are fixed names, never input. */
export function xmlField(xml: string, name: string): string | null {
  const found = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return found ? (found[1] ?? found[2] ?? '') : null;
}

export interface SignedPush {
  timestamp: string;
  nonce: string;
  msg_signature: string;
}

/**
 * One push to the authorisation event URL: checked (signature), decrypted (for this component's
 * app id), then acted on. Ticket pushes are stored; `unauthorized` marks the applet withdrawn.
 * `authorized`/`updateauthorized` need nothing here: the console records the applet through `add`.
 */
export async function receiveAuthEvent(db: Db, settings: WxOpenSettings, query: SignedPush, body: string) {
  const encrypted = xmlField(body, 'Encrypt') ?? '';
  const xml = openWxMessage(
    { token: settings.token, encodingAesKey: settings.aesKey, appId: settings.componentAppId },
    { signature: query.msg_signature, timestamp: query.timestamp, nonce: query.nonce, encrypted },
  );
  const infoType = xmlField(xml, 'InfoType');
  if (infoType === 'component_verify_ticket') {
    const ticket = xmlField(xml, 'ComponentVerifyTicket');
    if (ticket) await saveVerifyTicket(db, ticket);
  } else if (infoType === 'unauthorized') {
    const appId = xmlField(xml, 'AuthorizerAppid');
    if (appId) {
      await db
        .update(wxApplets)
        .set({ status: APPLET_STATUS_WITHDRAWN, accessToken: null, accessTokenExpiresAt: null, updateTime: new Date() })
        .where(eq(wxApplets.appId, appId));
    }
  }
  return infoType;
}
