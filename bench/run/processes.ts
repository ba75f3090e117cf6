// The benchmark's child processes (the server, the bare server, the idle stream clients):
// every one is ended on exit, Ctrl-C or a crash, so a failed run leaves no server behind.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Every child the run started: ended on exit, Ctrl-C or a crash. */
export const children = new Set<ChildProcess>();
export function stopChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    stopChildren();
    process.exit(130);
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}: not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/**
 * `--sse N`: N idle event streams on the question page, from a process of their own
 * (bench/sse-clients.ts), open for the whole run; every write to that page reaches them.
 */
export async function openIdleStreams(
  port: number,
  questionId: string,
  sseStreams: number,
): Promise<ChildProcess> {
  const clients = fork(
    path.join(import.meta.dirname, '../sse-clients.ts'),
    ['127.0.0.1', String(port), `/api/live?topics=question:${questionId}`, String(sseStreams)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  children.add(clients);
  const opened = await new Promise<{ open: number; failed: number }>((resolve) =>
    clients.on('message', (message: { type: string; open: number; failed: number }) => {
      if (message.type === 'open') resolve(message);
    }),
  );
  console.log(`Idle live streams open for the run: ${opened.open} (${opened.failed} refused)`);
  return clients;
}
