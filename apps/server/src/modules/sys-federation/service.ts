import { type FederationLinkDemand, type LoginResult, msg } from '@scenecast/contracts';
import type { CasSettings, OidcSettings } from '../../config.js';
import { revokeSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { accountBy } from '../sys-auth/account.js';
import { completeLogin, passwordLogin } from '../sys-auth/login.js';
import { validateCasTicket } from './cas-client.js';
import { linkedUserId, recordLink } from './identities.js';
import { authorizationUrl, randomSecret, verifiedIdentity } from './oidc-client.js';
import { findTicket, issueTicket, saveOidcFlow, takeOidcFlow, takeTicket } from './pending.js';

/** The thirdType of the OpenID Connect provider in GET /sys/thirdLogin/getLoginUser/{ticket}/{thirdType}. */
export const OIDC_THIRD_TYPE = 'oidc';

export function configured<T>(settings: T | null): T {
  if (!settings) throw new BusinessError(msg('federationNotConfigured'));
  return settings;
}

/** Starts a sign-in at the provider: answers the state (for the browser's cookie) and where to go. */
export async function startOidcSignIn(db: Db, settings: OidcSettings): Promise<{ state: string; url: string }> {
  const state = randomSecret();
  const flow = { nonce: randomSecret(), codeVerifier: randomSecret() };
  const url = await authorizationUrl(settings, { state, ...flow });
  await saveOidcFlow(db, state, flow);
  return { state, url };
}

/**
 * The provider sent the browser back with a code: the flow of the state is used up, the identity
 * verified, and a ticket issued: a login ticket for a linked identity, a link ticket otherwise.
 */
export async function finishOidcSignIn(
  db: Db,
  settings: OidcSettings,
  input: { state: string; code: string },
): Promise<string> {
  const flow = await takeOidcFlow(db, input.state);
  if (!flow) throw new BusinessError(msg('federationStateInvalid'));
  const identity = await verifiedIdentity(settings, input.code, flow);
  const userId = await linkedUserId(db, identity.issuer, identity.subject);
  const ticket = { thirdType: OIDC_THIRD_TYPE, ...identity };
  return issueTicket(db, userId ? { ...ticket, kind: 'login', userId } : { ...ticket, kind: 'link', userId: null });
}

const ticketInvalid = () => new BusinessError(msg('federationTicketInvalid'));

/**
 * Redeems a login ticket for the normal sign-in answer. A link ticket is not redeemed: the refusal
 * says a link is needed ({linkRequired: true}) and the ticket stays for the link.
 */
export async function redeemTicket(
  db: Db,
  input: { ticket: string; thirdType: string; ip: string },
): Promise<LoginResult> {
  const ticket = await takeTicket(db, input.ticket, input.thirdType, 'login');
  if (ticket) {
    const account = await accountBy(db, 'id', ticket.userId as string);
    if (!account) throw ticketInvalid();
    return completeLogin(db, account, input.ip);
  }
  const pending = await findTicket(db, input.ticket, input.thirdType);
  if (pending?.kind === 'link') {
    throw new BusinessError(msg('federationLinkRequired'), { linkRequired: true } satisfies FederationLinkDemand);
  }
  throw ticketInvalid();
}

export interface LinkInput {
  ticket: string;
  thirdType: string;
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
  ip: string;
  captchaAlways: boolean;
}

/**
 * Links the identity of a link ticket to an existing account, once its user name and password pass
 * the normal sign-in (captcha and lockout included), and signs that account in. The ticket is used
 * up only by a successful link, so a mistyped password can be retried.
 */
export async function linkIdentity(db: Db, input: LinkInput): Promise<LoginResult> {
  const pending = await findTicket(db, input.ticket, input.thirdType);
  if (pending?.kind !== 'link') throw ticketInvalid();
  const { ticket, thirdType, ...credentials } = input;
  const signedIn = await passwordLogin(db, { ...credentials, area: 'user' });
  const taken = await takeTicket(db, ticket, thirdType, 'link');
  const isLinked = taken !== null && (await recordLink(db, signedIn.userInfo.id, taken.issuer, taken.subject));
  if (!isLinked) {
    await revokeSession(db, signedIn.token);
    throw taken ? new BusinessError(msg('federationAlreadyLinked')) : ticketInvalid();
  }
  return signedIn;
}

/** CAS: the ticket validated at the CAS server signs in the account its user is linked to. */
export async function casSignIn(
  db: Db,
  settings: CasSettings,
  input: { ticket: string; service: string; ip: string },
): Promise<LoginResult> {
  const casUser = await validateCasTicket(settings, input.ticket, input.service);
  const userId = await linkedUserId(db, settings.serverUrl, casUser);
  const account = userId ? await accountBy(db, 'id', userId) : null;
  if (!account) throw new BusinessError(msg('casNotLinked'));
  return completeLogin(db, account, input.ip);
}
