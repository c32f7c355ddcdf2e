import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from './fixtures';
import { startOwnServer } from './ownServer';

// A brand-new data folder on the default settings starts as a copy of the cluster the build
// seeded (apps/server/build.mjs): its first start skips the demo seed, as a restart does.
test('a first start on the default settings finds the demo the build seeded, and signs in', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'scenecast-e2e-first-start-'));
  const startedAt = Date.now();
  const server = await startOwnServer(4, { DATA_DIR: dataDir });
  try {
    const response = await fetch(`${server.base}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }),
    });
    expect((await response.json()).success, server.trouble()).toBe(true);
  } finally {
    await server.stop();
  }
  const db = new PGlite(join(dataDir, 'db'));
  try {
    const { rows } = await db.query<{ seeded_at: Date }>('SELECT seeded_at FROM sys_seed_state');
    expect(rows).toHaveLength(1);
    expect(rows[0].seeded_at.getTime()).toBeLessThan(startedAt);
  } finally {
    await db.close();
  }
});
