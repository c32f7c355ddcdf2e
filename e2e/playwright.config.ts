import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** A port of its own and a fresh data folder per run, so runs never see each other's data. */
const PORT = Number(process.env.E2E_PORT ?? 18080);
const DATA_DIR = mkdtempSync(join(tmpdir(), 'scenecast-e2e-'));
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  // One retry, reported as "flaky", absorbs a 2-core CI machine's stalls; a real failure fails twice.
  retries: 1,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1400, height: 900 },
    // As a user who asked their system for less motion: dialogs and menus appear at once, so a click
    // on a 2-core machine never lands on a button still zooming in (it went to whatever was there).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SEED_DEMO: 'true',
      SMS_ECHO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
