import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/database.js';
import { users } from '../platform/identity/schema.js';
import { seed, seedOnStart } from './index.js';

const memory = () => openDatabase({ url: 'memory://', dataDir: '/tmp' });

// Each case needs an empty database of its own: in-memory PGlite, whichever database the suite runs on.
describe('seed', () => {
  it('refuses to start without demo data when no ADMIN_PASSWORD is given', async () => {
    const database = await memory();
    try {
      await expect(seed(database.db, loadConfig({ SEED_DEMO: 'false' }))).rejects.toThrow('ADMIN_PASSWORD');
    } finally {
      await database.close();
    }
  });

  it('seeds only the administrator without demo data, and is idempotent with it', async () => {
    const database = await memory();
    try {
      await seed(database.db, loadConfig({ SEED_DEMO: 'false', ADMIN_PASSWORD: 'Admin@12345' }));
      expect((await database.db.select({ n: count() }).from(users))[0].n).toBe(1);
      await seed(database.db, loadConfig({ SEED_DEMO: 'true' }));
      const afterDemo = (await database.db.select({ n: count() }).from(users))[0].n;
      await seed(database.db, loadConfig({ SEED_DEMO: 'true' }));
      expect((await database.db.select({ n: count() }).from(users))[0].n).toBe(afterDemo);
      expect(afterDemo).toBe(5);
    } finally {
      await database.close();
    }
  });

  it('seeds on a start only when this build has not seeded the database with the same SEED_DEMO', async () => {
    const database = await memory();
    try {
      const admin = loadConfig({ SEED_DEMO: 'false', ADMIN_PASSWORD: 'Admin@12345' });
      expect(await seedOnStart(database.db, admin)).toBe(true);
      expect(await seedOnStart(database.db, admin)).toBe(false);
      expect(await seedOnStart(database.db, loadConfig({ SEED_DEMO: 'true' }))).toBe(true);
      expect((await database.db.select({ n: count() }).from(users))[0].n).toBe(5);
      expect(await seedOnStart(database.db, loadConfig({ SEED_DEMO: 'true' }))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
