import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

// One bundle of our own code, the workspace's contracts included; npm packages load from node_modules.
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scenecast/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/backup-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'warning',
});

// A cluster with every migration applied, copied into a brand-new data folder on first start:
// creating one (initdb) there would cost most of the first start.
const cluster = 'dist/pglite-cluster';
await rm(cluster, { recursive: true, force: true });
const client = new PGlite(cluster);
await migrate(drizzle({ client }), { migrationsFolder: 'src/db/migrations' });
await client.exec('CHECKPOINT');
await client.close();
