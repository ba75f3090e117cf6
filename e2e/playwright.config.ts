import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { MAIL_DIR_ENV, SMTP_URL_ENV, startMailCatcher } from './support/smtp';

/**
 * Browser tests: Debian's Chromium drives the production build served by the real server,
 * started as `npm start` starts it, on a temporary DATA_DIR (SQLite, demo content seeded).
 * Never downloads a browser.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'.`,
  );
}
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Made once by the runner; its workers inherit it (support/db.ts writes fixtures there).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'stackhive-e2e-')));
const root = path.resolve(import.meta.dirname, '..');

// The server mails codes and reset links over SMTP to a server the tests run. This file is
// evaluated in the runner and again in every worker: only the runner starts it; workers
// inherit its environment, and with it the mail directory the tests read.
if (!process.env[SMTP_URL_ENV]) {
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? PORT + 1);
  const catcher = startMailCatcher(smtpPort);
  process.env[SMTP_URL_ENV] = catcher.url;
  process.env[MAIL_DIR_ENV] = catcher.mailDir;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Exactly what `npm start` runs (it finds the build `npm test` made).
    command: `node ${path.join(root, 'scripts/start.mjs')}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      RATE_LIMITS: 'false',
      // server-rendering.spec.ts renders pages afresh with Cache-Control: no-cache.
      RESPONSE_CACHE_HONOR_NO_CACHE: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: process.env[SMTP_URL_ENV] ?? '',
      // scripts/e2e-postgres.mjs: the team and moderation specs again on PostgreSQL (a fresh database).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
