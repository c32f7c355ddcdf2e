import { msg } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { users, userTenants } from '../identity/schema.js';
import { tenantStatus } from '../identity/tenant-status.js';
import { type CachedIdentity, identityCache, userTag } from './identity-cache.js';
import { requireDeclaredGrant, requireRouteGrant } from './route-grant.js';
import { findSession } from './sessions.js';
import { hashToken } from './tokens.js';

/** Who is calling and what they may reach. Every service takes it; nothing else reads headers. */
export interface Scope {
  userId: string;
  username: string;
  /** The tenant this request acts in: the `tenant-id` header, or the user's default for 0. */
  tenantId: number;
  tenantIds: number[];
  isPlatformAdmin: boolean;
  /** Set for staff accounts under a parent account. */
  lbUserId: string | null;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
  }
}

/** For what concerns every tenant (shared system data, jobs, monitoring): 403 for anyone else. */
export function requirePlatformAdmin(scope: Scope): void {
  if (!scope.isPlatformAdmin) throw forbidden();
}

export const TOKEN_HEADER = 'x-access-token';
export const TENANT_HEADER = 'tenant-id';

async function loadIdentity(db: Db, tokenHash: string): Promise<CachedIdentity> {
  const session = await findSession(db, tokenHash);
  if (!session) throw unauthorized();
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (user?.status !== 1) throw unauthorized();
  const memberships = await db
    .select({ tenantId: userTenants.tenantId })
    .from(userTenants)
    .where(eq(userTenants.userId, user.id));
  const tenantIds = memberships.map((m) => m.tenantId);
  if (!tenantIds.includes(user.tenantId)) tenantIds.push(user.tenantId);
  return {
    userId: user.id,
    username: user.username,
    defaultTenantId: user.tenantId,
    tenantIds,
    isPlatformAdmin: user.isPlatformAdmin,
    lbUserId: user.lbUserId,
    sessionExpiresAt: session.expiresAt.getTime(),
  };
}

/** The caller's scope from a token: the identity is cached (revocations drop it everywhere). */
export async function resolveScope(db: Db, token: string, tenantHeader: string | undefined): Promise<Scope> {
  const tokenHash = hashToken(token);
  const identity = await identityCache.through(
    tokenHash,
    (found) => [userTag(found.userId)],
    () => loadIdentity(db, tokenHash),
  );
  if (identity.sessionExpiresAt <= Date.now()) throw unauthorized();
  const requested = Number(tenantHeader ?? 0);
  if (!Number.isInteger(requested) || (requested !== 0 && !identity.tenantIds.includes(requested))) {
    throw forbidden(msg('tenantNotAllowed'));
  }
  const tenantId = requested === 0 ? identity.defaultTenantId : requested;
  // A frozen tenant's members can no longer act in it; the platform administrator still can, to unfreeze it.
  if (!identity.isPlatformAdmin && (await tenantStatus(db, tenantId)) !== 1) throw forbidden(msg('tenantFrozen'));
  return {
    userId: identity.userId,
    username: identity.username,
    tenantId,
    tenantIds: identity.tenantIds,
    isPlatformAdmin: identity.isPlatformAdmin,
    lbUserId: identity.lbUserId,
    tokenHash,
  };
}

export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

/**
 * Sets `request.scope` on every route that is not marked public, then checks that the caller's
 * roles hold what grants the route (route-grant.ts); a route that declares no grant never starts.
 */
export const scopePlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest('scope', null as unknown as Scope);
  app.addHook('onRoute', requireDeclaredGrant);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const token = requestToken(request);
    if (!token) throw unauthorized();
    const tenant = request.headers[TENANT_HEADER];
    request.scope = await resolveScope(options.db, token, typeof tenant === 'string' ? tenant : undefined);
    await requireRouteGrant(request);
  });
});
