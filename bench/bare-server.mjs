/**
 * The baseline for `npm run bench`: a bare node:http server answering each captured path
 * with the exact status, headers that describe the body (content type and encoding) and body
 * bytes our server gave for it. Long-tail traffic asks for more pages than can be captured:
 * a capture with `pool` (a path prefix) instead of `path` joins that prefix's pool, and a path
 * not captured is answered with a pool's page chosen by a hash of the path, so the bare server
 * writes bodies of the same sizes as ours, page for page, with no work of its own.
 * `node bench/bare-server.mjs <captures.json> <port>`; prints "ready" once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {{ path?: string; pool?: string; status: number; contentType: string; contentEncoding?: string; body: string }[]} */
const captures = JSON.parse(readFileSync(file, 'utf8'));

function response(c) {
  const body = Buffer.from(c.body, 'base64');
  const headers = { 'content-type': c.contentType, 'content-length': String(body.length) };
  if (c.contentEncoding) headers['content-encoding'] = c.contentEncoding;
  return { status: c.status, headers, body };
}
const exact = new Map(captures.filter((c) => c.path).map((c) => [c.path, response(c)]));
/** Pools by prefix, the longest prefix first (`/api/questions/get?` before `/api/questions/`). */
const pools = [];
for (const c of captures.filter((c) => c.pool)) {
  let pool = pools.find((p) => p.prefix === c.pool);
  if (!pool) pools.push((pool = { prefix: c.pool, responses: [] }));
  pool.responses.push(response(c));
}
pools.sort((a, b) => b.prefix.length - a.prefix.length);

/** FNV-1a: the same path always gets the same page of its pool. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function find(url) {
  const found = exact.get(url);
  if (found) return found;
  for (const pool of pools) {
    if (url.startsWith(pool.prefix)) return pool.responses[hash(url) % pool.responses.length];
  }
  return undefined;
}

http
  .createServer((request, res) => {
    const found = find(request.url ?? '');
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(found.status, found.headers);
    res.end(found.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
