import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Federated identities: which account an outside identity (an OpenID Connect provider's or a CAS
 * server's user) signs in as. Users are not tenant rows, so neither is this. Written only by an
 * explicit link, never by matching e-mail addresses.
 */
export const federatedIdentities = pgTable(
  'sys_federated_identity',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The OIDC issuer URL, or the CAS server URL. */
    issuer: text('issuer').notNull(),
    /** The provider's stable id of the person: the ID token's `sub`, the CAS user name. */
    subject: text('subject').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_federated_identity_subject_uq').on(t.issuer, t.subject),
    index('sys_federated_identity_user_idx').on(t.userId),
  ],
);

/**
 * OpenID Connect sign-ins under way, between the redirect to the provider and its return: kept
 * here (not in one process's memory) so any process may take the callback. Single use, minutes.
 */
export const oidcFlows = pgTable('sys_oidc_flow', {
  /** SHA-256 of the `state` sent to the provider. */
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time tickets the console redeems after a federated sign-in. A `login` ticket names the
 * account to sign in; a `link` ticket names an identity with no account yet, for the explicit link.
 */
export const federationTickets = pgTable('sys_federation_ticket', {
  /** SHA-256 of the ticket. */
  ticketHash: text('ticket_hash').primaryKey(),
  kind: text('kind', { enum: ['login', 'link'] }).notNull(),
  thirdType: text('third_type').notNull(),
  /** Set on a login ticket. */
  userId: text('user_id'),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
