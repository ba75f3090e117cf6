import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

/**
 * Two server processes (tsx on main.ts) on a database of their own on TEST_DATABASE_URL's
 * server, one Redis (TEST_REDIS_URL) and one S3 bucket (s3rver), for multi-process.pg.test.ts:
 * startCluster in its beforeAll, stopCluster in its afterAll; `call(index, ...)` asks one.
 */
const postgresUrl = process.env.TEST_DATABASE_URL as string;
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const database = `stackhive_mp_${randomBytes(4).toString('hex')}`;
const databaseUrl = postgresUrl.replace(/\/[^/]*$/, `/${database}`);
const serverEntry = path.resolve(import.meta.dirname, '../main.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

let s3: S3rver;
const dirs: string[] = [];
const servers: ChildProcess[] = [];
const ports = [0, 0];

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A port the operating system has just handed out and taken back: free, unlike a guess. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(index: number, s3Endpoint: string): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackhive-mp-'));
  dirs.push(dataDir);
  const child = spawn(tsx, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: database,
      JWT_SECRET: 'multi-process-test-secret-multi-process-1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      PUBLIC_URL: 'http://stackhive.test',
      S3_BUCKET: 'mp-media',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the process says on stderr goes into the failure, so a start that fails says why.
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  servers.push(child);
  ports[index] = port;
  // Generous: on CI this starts while the rest of the suite keeps both cores busy.
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server ${index} exited with ${child.exitCode}:\n${stderr}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server ${index} did not answer on port ${port} within 80 s:\n${stderr}`);
}

export const url = (index: number, pathname: string) =>
  `http://127.0.0.1:${ports[index]}${pathname}`;
export async function call(
  index: number,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(url(index, `/api${pathname}`), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Creates the database and the bucket, then starts the two servers. */
export async function startCluster(): Promise<void> {
  await admin(`create database ${database}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'stackhive-mp-s3-'));
  dirs.push(dir);
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await s3.run();
  // One after the other: the first migrates, the second finds the schema ready.
  await startServer(0, `http://127.0.0.1:${port}`);
  await startServer(1, `http://127.0.0.1:${port}`);
}

/** Stops the servers, drops the database and removes the temporary directories. */
export async function stopCluster(): Promise<void> {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) =>
          server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
        ),
    ),
  );
  await s3?.close();
  await admin(`drop database if exists ${database} with (force)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
