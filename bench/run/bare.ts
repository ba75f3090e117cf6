// The comparison server: each read's exact response (status, content type, body bytes),
// captured from ours and served by a bare node:http server in its own process. Ours/bare
// throughput is the headline figure, since the machine is shared and noisy.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.js';
import type { BenchEndpoint } from './endpoints.js';
import { children, stop } from './processes.js';

export interface BareServer {
  base: string;
  /** Each read's status and body size as our server answered it, by path. */
  captured: Map<string, { status: number; bytes: number }>;
  /** Stops the server and removes its captures. */
  close(): Promise<void>;
}

/** Pages of long-tail traffic the bare server answers from samples (bench/bare-server.mjs). */
export interface BarePool {
  /** The path prefix its pages share. */
  prefix: string;
  /** Sample pages, captured as our server sent them (compressed when `headers` ask so). */
  paths: string[];
  headers: Record<string, string>;
}

interface Capture {
  path?: string;
  pool?: string;
  status: number;
  contentType: string;
  contentEncoding?: string;
  body: string;
}

/** One response's bytes exactly as sent (compressed stays compressed, unlike fetch). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function startBareServer(
  base: string,
  reads: readonly BenchEndpoint[],
  token: string,
  pools: readonly BarePool[] = [],
): Promise<BareServer> {
  const captures: Capture[] = [];
  const captured = new Map<string, { status: number; bytes: number }>();
  for (const endpoint of reads) {
    const response = await fetch(`${base}${endpoint.path}`, {
      headers: endpoint.auth ? { authorization: `Bearer ${token}` } : {},
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${endpoint.path}: ${response.status} ${body.toString()}`);
    if (endpoint.name.startsWith('question detail')) {
      const answers = (JSON.parse(body.toString()) as { answer: unknown[] }).answer.length;
      if (answers !== 30) throw new Error(`${endpoint.path}: ${answers} answers, not 30`);
    }
    captures.push({
      path: endpoint.path,
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: body.toString('base64'),
    });
    captured.set(endpoint.path, { status: response.status, bytes: body.length });
  }
  for (const pool of pools) {
    for (const pagePath of pool.paths) {
      const got = await rawGet(`${base}${pagePath}`, pool.headers);
      captures.push({
        pool: pool.prefix,
        status: got.status,
        contentType: String(got.headers['content-type'] ?? 'application/json'),
        contentEncoding: got.headers['content-encoding'],
        body: got.body.toString('base64'),
      });
    }
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'stackhive-bench-'));
  const capturesFile = path.join(tmp, 'captures.json');
  writeFileSync(capturesFile, JSON.stringify(captures));
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['bench/bare-server.mjs', capturesFile, String(barePort)], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(bare);
  await new Promise<void>((resolve, reject) => {
    bare.stdout?.once('data', () => resolve());
    bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${barePort}`,
    captured,
    close: async () => {
      await stop(bare);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
