import type { z } from 'zod';

/** A form's values checked against its endpoint's body schema: the body to send, or what to alert. */
export type BodyCheck<T> = { success: true; data: T } | { success: false; message: string };

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks a form's values with the shared zod body schema of its endpoint, the one the server
 * validates the request with, so the browser's rules and the server's cannot drift apart.
 * On success, `data` is the body as the schema shapes it (trimmed, lower-cased, ...).
 *
 * On failure, `message` is what the form alerts: where a field the schema refuses was left
 * blank and `whenBlank` names the spec's alert for it (spec 5: 'Enter a name to continue',
 * ...), that alert, the first such field in the order `whenBlank` lists them; otherwise the
 * schema's own message for the first problem, the one the server would answer.
 */
export function checkBody<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  values: z.input<S>,
  whenBlank: Partial<Record<keyof z.input<S> & string, string>> = {},
): BodyCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const refused = new Set(result.error.issues.map((issue) => issue.path[0]));
  for (const [field, message] of Object.entries(whenBlank)) {
    if (message && refused.has(field) && isBlank(values[field])) return { success: false, message };
  }
  return { success: false, message: result.error.issues[0]?.message ?? 'Please check the form.' };
}

/**
 * checkBody for a form's submit: the body to send, or null once the problem has been
 * alerted (spec 5's client-side validation alerts).
 */
export function formBody<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  values: z.input<S>,
  whenBlank?: Partial<Record<keyof z.input<S> & string, string>>,
): z.output<S> | null {
  const checked = checkBody(schema, values, whenBlank);
  if (checked.success) return checked.data;
  window.alert(checked.message);
  return null;
}
