import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { serverRoot } from '../platform/db/server-root.js';

/**
 * Bundles src/main.ts the way the build does, inside the package (so it finds its migrations),
 * for tests that need whole server processes.
 */
export async function bundleServer(): Promise<string> {
  const outfile = path.join(serverRoot(), '.test-build', `main-${process.pid}.js`);
  await build({
    entryPoints: [path.join(serverRoot(), 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@scenecast/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

export interface ServerProcess {
  base: string;
  stop(): Promise<void>;
}

/** Starts a server process and answers once its /health says UP. */
export async function startServerProcess(
  bundle: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'scenecast-process-')),
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
