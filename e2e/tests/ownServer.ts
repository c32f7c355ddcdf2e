import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface OwnServer {
  base: string;
  /** What the server printed on stderr lately, and how it exited if it did: for a failure's message. */
  trouble(): string;
  /** Stops it and waits until it has exited, so the port is free for the next spec. */
  stop(): Promise<void>;
}

/** The address of the own server at this offset from the suite's port, known before it starts. */
export function ownServerBase(portOffset: number): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080) + portOffset}`;
}

/**
 * A server of a spec's own (its own port, data folder and settings) beside the suite's: for what
 * needs a setting the suite's server must not have.
 */
export async function startOwnServer(portOffset: number, env: Record<string, string>): Promise<OwnServer> {
  const base = ownServerBase(portOffset);
  const child: ChildProcess = spawn(process.execPath, ['../apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: new URL(base).port,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'scenecast-e2e-own-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  let exit: string | null = null;
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = String(code ?? signal);
      resolve();
    }),
  );
  await expect(async () => {
    expect(exit, `the server exited: ${errors}`).toBeNull();
    expect((await fetch(`${base}/api/health`)).ok).toBe(true);
  }).toPass({ timeout: 60_000 });
  return {
    base,
    trouble: () => (exit === null ? '' : `the server exited (${exit}):\n${errors}`),
    stop: async () => {
      if (exit === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
