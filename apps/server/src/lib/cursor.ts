import { badRequest } from '../core/errors.js';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A timestamp exactly as the server writes them (ISO, UTC, milliseconds), and a real date. */
export function isIsoTimestamp(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ISO_TIMESTAMP.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString() === value
  );
}

/** An id as the server makes them. */
export function isIdString(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

/** A keyset position: a timestamp and an id, both checked, so a forged cursor is a 400. */
export interface Position {
  at: string;
  id: string;
}
export function isPosition(value: unknown): value is Position {
  return (
    typeof value === 'object' &&
    value !== null &&
    isIsoTimestamp((value as Position).at) &&
    isIdString((value as Position).id)
  );
}

/** A position in a list walked by a growing integer id, newest first: `{before: id}`. */
export function isBeforeCursor(value: unknown): value is { before: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isSafeInteger((value as { before?: unknown }).before) &&
    (value as { before: number }).before > 0
  );
}

/** Cursors are opaque to clients: base64url JSON that only the server reads. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Decodes a cursor checked by `isValid`; a forged or stale one is a 400 naming `cursor`. */
export function decodeCursor<T>(
  cursor: string | undefined,
  isValid: (value: unknown) => value is T,
): T | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isValid(value)) return value;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('cursor is invalid');
}

/**
 * Turns `limit + 1` fetched rows into a page: the first `limit` rows presented, and a cursor
 * made from the last of them when the extra row shows that more follow.
 */
export async function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  total: number,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
  cursorOf: (last: Row) => unknown,
): Promise<{ items: Item[]; nextCursor: string | null; total: number }> {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    items: await present(pageRows),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null,
    total,
  };
}
