import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { AuthResponse } from '@stackhive/shared';
import { buildApp, type BuildOptions } from '../app.js';
import type { AppConfig } from '../config.js';

/** Which engine this run of the suite uses (vitest.config.ts runs it once per engine). */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: a temporary SQLite file, or a new PostgreSQL schema
 * dropped afterwards. Rate limits are off and scrypt is cheap unless a test asks otherwise.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'clock' | 'onQuery' | 'logger'> = {},
): Promise<TestApp> {
  return startTestApp(testConfig(overrides), options);
}

/** The configuration createTestApp uses: a fresh temporary DATA_DIR or PostgreSQL schema. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackhive-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (TEST_ENGINE === 'postgres' && !postgresUrl) throw new Error('TEST_DATABASE_URL is required');
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: TEST_ENGINE === 'postgres' ? postgresUrl : undefined,
    databaseSchema: TEST_ENGINE === 'postgres' ? schema : undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 3600,
    viewFlushSeconds: 3600,
    notificationMailDelaySeconds: 3600,
    notificationMailSender: false,
    live: { heartbeatSeconds: 25, streamsPerUser: 8, streamsPerAddress: 64 },
    publicUrl: 'http://stackhive.test',
    adminEmails: ['admin@example.com'],
    seedDemo: false,
    logLevel: 'silent',
    redisUrl: undefined,
    redisPrefix: `test-${randomBytes(4).toString('hex')}`,
    contact: { email: 'hello@example.com', phone: '+1 555 0199' },
    trustProxy: false,
    webDist: null,
    rateLimits: false,
    sqliteCacheMb: 64,
    responseCache: { maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 },
    cacheMissLimit: { max: 120, windowMs: 60_000 },
    // Tests that write past the routes (straight to the database) read afresh with no-cache.
    honorNoCache: true,
    scryptCost: 2 ** 10,
    reportHideThreshold: 3,
    teamMemberLimit: 50,
    siteAccess: 'public',
    signupDomains: [],
    searchScanWindow: 2_000,
    mail: {
      smtpUrl: undefined,
      from: 'StackHive <no-reply@stackhive.test>',
      outboxDir: path.join(dataDir, 'outbox'),
      feedbackTo: [],
    },
    chat: { baseUrl: undefined, apiKey: undefined, model: 'test-model', timeoutMs: 2000 },
    storage: { kind: 'local', dir: path.join(dataDir, 'media') },
    media: { unattachedTtlSeconds: 24 * 3600, quotaBytes: 500 * 1024 * 1024 },
    ...overrides,
  };
  return config;
}

/** The app on `config` (testConfig's: its database and DATA_DIR are removed by `close`). */
export async function startTestApp(
  config: AppConfig,
  options: Pick<BuildOptions, 'clock' | 'onQuery' | 'logger'> = {},
): Promise<TestApp> {
  const { dataDir } = config;
  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    config,
    async close() {
      await app.close();
      if (config.databaseSchema && config.databaseUrl) {
        const client = new pg.Client({ connectionString: config.databaseUrl });
        await client.connect();
        await client.query(`drop schema if exists "${config.databaseSchema}" cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/**
 * Signs a new user up through the API; answers the session. Each user comes from an address
 * of their own (198.18.0.0/15, the benchmarking range), as people do: password hashing takes
 * clients by address in turn (features/auth/passwords.ts), so a test's users signing up at
 * once do not queue as one client. A test about one address passes `remoteAddress`.
 */
export async function signUp(
  app: FastifyInstance,
  values: Partial<{ name: string; email: string; password: string; remoteAddress: string }> = {},
): Promise<AuthResponse> {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    remoteAddress:
      values.remoteAddress ??
      `198.${18 + ((counter >> 16) & 1)}.${(counter >> 8) & 255}.${counter & 255}`,
    payload: {
      name: values.name ?? `User ${counter}`,
      email: values.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
      password: values.password ?? 'correct horse 1',
    },
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  return response.json<AuthResponse>();
}

/** `app.inject` with a bearer token. */
export function asUser(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } };
}

/** `app.inject` of `/api{url}`, as `session`'s user or (null) as a visitor. */
export type ApiMethod = 'GET' | 'PATCH' | 'POST' | 'PUT';
export function callApi(
  app: FastifyInstance,
  session: AuthResponse | null,
  method: ApiMethod,
  url: string,
  payload?: object,
) {
  const options: InjectOptions = { method, url: `/api${url}`, payload };
  return app.inject(session ? asUser(session.token, options) : options);
}

/** A multipart/form-data request body with one file part (as browsers send uploads). */
export function multipart(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----stackhive${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'upload.bin'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file as the given user; answers the issued URL. */
export async function upload(
  app: FastifyInstance,
  token: string,
  file: Buffer,
  filename = 'photo.png',
): Promise<string> {
  const body = multipart(file, { filename });
  const response = await app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/media',
      payload: body.payload,
      headers: body.headers,
    }),
  );
  if (response.statusCode !== 200)
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ secure_url: string }>().secure_url;
}
