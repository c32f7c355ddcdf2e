import { and, eq, gt, lt } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Db } from '../../platform/db/database.js';
import { federationTickets, oidcFlows } from './schema.js';

/** How long the provider may take to send the browser back (the person signs in there). */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;
/** A login ticket is redeemed by the console the moment it loads. */
export const LOGIN_TICKET_TTL_MS = 2 * 60 * 1000;
/** A link ticket waits while the person types the account's user name and password. */
export const LINK_TICKET_TTL_MS = 10 * 60 * 1000;

export interface OidcFlow {
  nonce: string;
  codeVerifier: string;
}

export async function saveOidcFlow(db: Db, state: string, flow: OidcFlow): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date()));
  await db
    .insert(oidcFlows)
    .values({ stateHash: hashToken(state), ...flow, expiresAt: new Date(Date.now() + OIDC_FLOW_TTL_MS) });
}

/** The flow of a state, removed as it is read: a state is good once, and only while fresh. */
export async function takeOidcFlow(db: Db, state: string): Promise<OidcFlow | null> {
  const [flow] = await db
    .delete(oidcFlows)
    .where(eq(oidcFlows.stateHash, hashToken(state)))
    .returning({ nonce: oidcFlows.nonce, codeVerifier: oidcFlows.codeVerifier, expiresAt: oidcFlows.expiresAt });
  if (!flow || flow.expiresAt <= new Date()) return null;
  return { nonce: flow.nonce, codeVerifier: flow.codeVerifier };
}

export interface TicketIdentity {
  thirdType: string;
  issuer: string;
  subject: string;
}

export type Ticket = TicketIdentity & ({ kind: 'login'; userId: string } | { kind: 'link'; userId: null });

/** Issues a one-time ticket and answers it; only its hash is stored. */
export async function issueTicket(db: Db, ticket: Ticket): Promise<string> {
  await db.delete(federationTickets).where(lt(federationTickets.expiresAt, new Date()));
  const value = newToken();
  const ttl = ticket.kind === 'login' ? LOGIN_TICKET_TTL_MS : LINK_TICKET_TTL_MS;
  await db
    .insert(federationTickets)
    .values({ ticketHash: hashToken(value), ...ticket, expiresAt: new Date(Date.now() + ttl) });
  return value;
}

function liveTicket(value: string, thirdType: string) {
  return and(
    eq(federationTickets.ticketHash, hashToken(value)),
    eq(federationTickets.thirdType, thirdType),
    gt(federationTickets.expiresAt, new Date()),
  );
}

const ticketColumns = {
  kind: federationTickets.kind,
  thirdType: federationTickets.thirdType,
  userId: federationTickets.userId,
  issuer: federationTickets.issuer,
  subject: federationTickets.subject,
};

/** A live ticket of that type, left in place. */
export async function findTicket(db: Db, value: string, thirdType: string): Promise<Ticket | null> {
  const [row] = await db.select(ticketColumns).from(federationTickets).where(liveTicket(value, thirdType)).limit(1);
  return (row as Ticket | undefined) ?? null;
}

/** Removes a live ticket of that kind and answers it; of two concurrent takers one gets null. */
export async function takeTicket(
  db: Db,
  value: string,
  thirdType: string,
  kind: Ticket['kind'],
): Promise<Ticket | null> {
  const [row] = await db
    .delete(federationTickets)
    .where(and(liveTicket(value, thirdType), eq(federationTickets.kind, kind)))
    .returning(ticketColumns);
  return (row as Ticket | undefined) ?? null;
}
