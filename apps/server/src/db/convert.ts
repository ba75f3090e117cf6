/** The one place where engine-specific column values become API values. */

export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toBool(value: number | boolean | null | undefined): boolean {
  return value === true || value === 1;
}

/** PostgreSQL answers count(*) as a bigint string; SQLite as a number. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

export function nowIso(): string {
  return new Date().toISOString();
}
