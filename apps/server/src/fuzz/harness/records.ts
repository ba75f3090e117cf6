/**
 * What a fuzz run records: the app's log lines at warn level and above, the pino levels that
 * tell warnings from errors, and per-route request stats.
 */

/** A pino log line at warn level or above, as the app wrote it. */
export interface LogRecord {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

export interface RouteStats {
  requests: number;
  statuses: Record<number, number>;
  ms: number;
}

export const PINO_WARN = 40;
export const PINO_ERROR = 50;
