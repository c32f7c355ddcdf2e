import { spawn } from 'node:child_process';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

// One bundle of our code and of the npm packages it runs on: a start no longer resolves and reads
// ~2,000 files from node_modules. These stay there, loaded when asked for:
// - native or WebAssembly code found beside the package's own files (argon2, sharp, PGlite);
// - packages that read their own files (swagger's package.json, swagger-ui's page and scripts,
//   pino's worker threads);
// - drivers a default start never loads (PostgreSQL, S3).
// Node's own modules are left out by esbuild itself (platform 'node').
const STAYS_IN_NODE_MODULES =
  /^(@node-rs\/argon2|sharp|@electric-sql\/pglite|@fastify\/swagger|@fastify\/swagger-ui|pino|pg|@aws-sdk\/[^/]+)(\/|$)/;
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      STAYS_IN_NODE_MODULES.test(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

// A build's chunks are named by their content: the last build's would stay beside them.
await rm('dist/chunks', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/backup-cli.ts'],
  outdir: 'dist',
  bundle: true,
  // main.js starts the embedded database's thread before the rest of the server is read.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // Half the bytes for V8 to read at every start (~0.1 s on 2 cores); names stay for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  // The bundled CommonJS packages call require(): an ES module has none of its own.
  banner: {
    js: "import { createRequire as requireFor } from 'node:module'; const require = requireFor(import.meta.url);",
  },
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

// The same cluster after a first start on the default settings (demo data seeded): a brand-new
// data folder on those settings starts from it, and its seed is skipped as on any restart of this
// build. Made by starting the built server itself, so the seed's fingerprint is this build's.
const demoCluster = 'dist/pglite-cluster-demo';
await rm(demoCluster, { recursive: true, force: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scenecast-build-'));
await firstStart(dataDir);
await rename(path.join(dataDir, 'db'), demoCluster);
await rm(dataDir, { recursive: true, force: true });

/** Starts dist/main.js on a data folder with the default settings, waits for /health, stops it. */
async function firstStart(dataDir) {
  const port = await freePort();
  // Only what a default start reads: no database URL, storage or secrets from the builder's shell.
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
  };
  const server = spawn(process.execPath, ['dist/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the first start at build exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the first start at build did not answer /health in 120 s');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error('the first start at build did not stop cleanly');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
