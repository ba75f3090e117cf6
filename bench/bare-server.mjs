/**
 * The baseline for `npm run bench`: a bare node:http server answering each captured path
 * with the exact status, content type and body bytes our server gave for it.
 * `node bench/bare-server.mjs <captures.json> <port>`; prints "ready" once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
/** @type {{ path: string; status: number; contentType: string; body: string }[]} */
const captures = JSON.parse(readFileSync(file, 'utf8'));
const responses = new Map(
  captures.map((c) => {
    const body = Buffer.from(c.body, 'base64');
    return [
      c.path,
      {
        status: c.status,
        headers: { 'content-type': c.contentType, 'content-length': String(body.length) },
        body,
      },
    ];
  }),
);

http
  .createServer((request, response) => {
    const found = responses.get(request.url ?? '');
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(found.status, found.headers);
    response.end(found.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
