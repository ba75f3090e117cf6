/**
 * The idle event-stream clients of `npm run bench:sse` (bench/sse.ts), in a process of their
 * own so that their work is not counted against the server's. Opens `count` streams on
 * `url` over raw sockets (a few bytes of state each, unlike fetch), reports over IPC once
 * they are all open, then, for every `question` event, the moment each stream received it.
 *
 * Usage (by bench/sse.ts): tsx bench/sse-clients.ts <host> <port> <path> <count>
 */
import net from 'node:net';

const [host = '127.0.0.1', portText = '3000', path = '/api/live', countText = '10000'] =
  process.argv.slice(2);
const port = Number(portText);
const count = Number(countText);
/** Connections opened at once: the server's accept backlog is 511. */
const BATCH = 250;

const send = (message: unknown) => process.send?.(message);
/** Epoch milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

let open = 0;
let failed = 0;
let closed = 0;
/** Per broadcast round: when each stream received it. */
const rounds = new Map<string, number[]>();

function connect(): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let headed = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (!headed) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        headed = true;
        if (!buffer.startsWith('HTTP/1.1 200')) {
          failed++;
          socket.destroy();
          return resolve();
        }
        open++;
        buffer = buffer.slice(end + 4);
        resolve();
      }
      // Only the events matter: `event: question` then `data: {"id":…,"change":…}`.
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /data: (.*)/.exec(block)?.[1];
        if (!block.includes('event: question') || !data) continue;
        const round = (JSON.parse(data) as { id: string; change: string }).change;
        let arrivals = rounds.get(round);
        if (!arrivals) rounds.set(round, (arrivals = []));
        arrivals.push(now());
      }
      // Chunked transfer framing (size lines) stays in the buffer harmlessly; keep it short.
      if (buffer.length > 4096) buffer = buffer.slice(-1024);
    });
    socket.on('error', () => {
      if (!headed) {
        failed++;
        resolve();
      }
    });
    socket.on('close', () => {
      closed++;
    });
  });
}

/** Answers a round's arrivals once every open stream has it (or after 10 s, with fewer). */
async function collect(round: string): Promise<void> {
  const deadline = now() + 10_000;
  while ((rounds.get(round)?.length ?? 0) < open && now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  send({ type: 'arrivals', round, arrivals: rounds.get(round) ?? [] });
  rounds.delete(round);
}

async function main(): Promise<void> {
  const started = now();
  for (let done = 0; done < count; done += BATCH) {
    await Promise.all(Array.from({ length: Math.min(BATCH, count - done) }, connect));
  }
  send({ type: 'open', open, failed, ms: now() - started });
  process.on('message', (message: { type: string; round?: string }) => {
    if (message.type === 'collect' && message.round) void collect(message.round);
    if (message.type === 'status') send({ type: 'status', open, closed, failed });
    if (message.type === 'exit') process.exit(0);
  });
}

void main();
