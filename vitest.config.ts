import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One real PostgreSQL database is shared by the files: run them one after another.
          fileParallelism: !onPostgres,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'player', include: ['apps/player/src/**/*.test.ts'] } },
    ],
  },
});
