import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../platform/db/database.js';
import { users } from '../platform/identity/schema.js';
import { seedAccess } from './access.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, PLATFORM_TENANT } from './accounts.js';
import { seedDemoRecords } from './demo-records.js';
import { ensureUser } from './identity.js';
import { seedPositions } from './positions.js';
import { seedScenes } from './scenes.js';
import { seedState } from './schema.js';
import { seedStudioPackages } from './studio-packages.js';

/**
 * Idempotent seed: the platform administrator always; the demo tenants and accounts when SEED_DEMO
 * is on. Without demo data the administrator's first password must come from ADMIN_PASSWORD.
 */
export async function seed(db: Db, config: Pick<Config, 'seedDemo' | 'adminPassword'>): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')).limit(1);
  if (!admin) {
    const password = config.adminPassword ?? (config.seedDemo ? DEMO_ADMIN_PASSWORD : null);
    if (!password) throw new Error('ADMIN_PASSWORD must be set on first start when SEED_DEMO=false');
    await ensureUser(db, {
      username: 'admin',
      realname: '平台管理员',
      password,
      phone: null,
      tenantName: PLATFORM_TENANT,
      isPlatformAdmin: true,
    });
  }
  if (config.seedDemo) {
    for (const account of DEMO_ACCOUNTS) await ensureUser(db, account);
  }
  await seedAccess(db);
  if (config.seedDemo) {
    await seedScenes(db);
    await seedPositions(db);
    await seedDemoRecords(db);
    await seedStudioPackages(db);
  }
}

/**
 * The seed as a server start runs it: skipped when this build of the server already seeded this
 * database to the end with the same SEED_DEMO, which spares every restart a quarter of a second.
 * A new build (its code differs), a changed SEED_DEMO or a seed that did not finish seeds again.
 * So demo data an owner deleted stays deleted until the next upgrade.
 */
export async function seedOnStart(db: Db, config: Pick<Config, 'seedDemo' | 'adminPassword'>): Promise<boolean> {
  const fingerprint = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(`seedDemo=${config.seedDemo}`)
    .digest('hex');
  const [state] = await db.select({ fingerprint: seedState.fingerprint }).from(seedState).limit(1);
  if (state?.fingerprint === fingerprint) return false;
  await seed(db, config);
  await db
    .insert(seedState)
    .values({ fingerprint })
    .onConflictDoUpdate({ target: seedState.id, set: { fingerprint, seededAt: new Date() } });
  return true;
}
