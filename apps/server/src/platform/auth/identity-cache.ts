import { ClusterCache } from '../cache/cluster-cache.js';

/** What a token stands for, as the scope needs it; read from the database once per 30 s at most. */
export interface CachedIdentity {
  userId: string;
  username: string;
  defaultTenantId: number;
  tenantIds: number[];
  isPlatformAdmin: boolean;
  lbUserId: string | null;
  sessionExpiresAt: number;
}

/** Keyed by the token's hash, tagged with `user:<id>`; revocations drop entries in every process. */
export const identityCache = new ClusterCache<CachedIdentity>('identity', 30_000);

export const userTag = (userId: string) => `user:${userId}`;

export function forgetSessionIdentity(tokenHash: string): Promise<void> {
  return identityCache.invalidate({ keys: [tokenHash] });
}

/** After a password change, a freeze or a change of tenants: the user's tokens are read afresh. */
export function forgetUserIdentity(userId: string): Promise<void> {
  return identityCache.invalidate({ tags: [userTag(userId)] });
}
