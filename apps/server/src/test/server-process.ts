import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, LoginResult } from '@scenecast/contracts';
import { build } from 'esbuild';
import { serverRoot } from '../platform/db/server-root.js';

/**
 * Bundles src/main.ts (or another entry, like backup-cli) the way the build does, inside the
 * package (so it finds its migrations), for tests that need whole server processes.
 */
export async function bundleServer(entry = 'main'): Promise<string> {
  const outfile = path.join(serverRoot(), '.test-build', `${entry}-${process.pid}.js`);
  await build({
    entryPoints: [path.join(serverRoot(), `src/${entry}.ts`)],
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
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
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
  // A first start migrates and seeds the demo data: over a minute on a busy 2-core host.
  const deadline = Date.now() + 180_000;
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
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { base, pid: child.pid ?? 0, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** Calls a server process's API as the console does: JSON in, the envelope out. */
export async function callProcess<T>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    signal: options.signal,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { 'x-access-token': options.token } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Envelope<T>;
}

/** Signs in to a server process; answers the token. */
export async function signInProcess(base: string, username = 'demo', password = 'Demo@2026!'): Promise<string> {
  const answer = await callProcess<LoginResult>(base, 'POST', '/sys/login', { body: { username, password } });
  if (!answer.success) throw new Error(`login as ${username} refused: ${answer.message}`);
  return answer.result.token;
}
