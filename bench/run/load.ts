// Loading one endpoint with autocannon and reading its throughput and latencies back.
import autocannon from 'autocannon';

export interface Measurement {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  bytesPerResponse: number;
}

export interface Endpoint {
  name: string;
  method: 'GET' | 'PATCH';
  path: string;
  auth?: boolean;
  /** Headers of every request beside the defaults (e.g. accept-encoding). */
  headers?: Record<string, string>;
  /** Varies path and body per request (writes, and reads spread over many pages). */
  next?: (k: number) => { path: string; body?: string };
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(
  base: string,
  endpoint: Endpoint,
  token: string,
  connections: number,
  seconds: number,
): Promise<Measurement> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...endpoint.headers,
  };
  if (endpoint.auth) headers.authorization = `Bearer ${token}`;
  let k = 0;
  const next = endpoint.next;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers,
        ...(next
          ? {
              setupRequest: (request: Record<string, unknown>) => {
                const varied = next(k);
                k += 1;
                return varied.body === undefined
                  ? { ...request, path: varied.path }
                  : { ...request, path: varied.path, body: varied.body };
              },
            }
          : {}),
      },
    ],
  });
  const latencies: number[] = [];
  let bytes = 0;
  const statuses: Record<string, number> = {};
  instance.on('response', (_client, status, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    statuses,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}

export const round = (n: number) => Math.round(n * 100) / 100;

/** How hard and how long each endpoint is loaded (the command line's settings). */
export interface LoadSettings {
  connections: number;
  /** Seconds of warm-up, not measured. */
  warmup: number;
  /** Seconds measured. */
  duration: number;
}

/** A warm-up, then `afterWarmup` (e.g. resetting the server's statement timings), then the load. */
export async function measure(
  base: string,
  endpoint: Endpoint,
  token: string,
  settings: LoadSettings,
  afterWarmup?: () => Promise<unknown>,
): Promise<Measurement> {
  const { connections, warmup, duration } = settings;
  if (warmup > 0) await load(base, endpoint, token, connections, warmup);
  await afterWarmup?.();
  return load(base, endpoint, token, connections, duration);
}
