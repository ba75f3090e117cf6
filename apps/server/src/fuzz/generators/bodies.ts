import fc from 'fast-check';
import { LIMITS } from '@stackhive/shared';
import { multipartPlan, type MultipartPlan } from './multipart.js';
import type { JsonSchema } from './openapi.js';
import { extraKey, validValue, wildValue } from './schema-values.js';
import { nastyString } from './strings.js';
import { Huge } from './symbolic.js';

/**
 * Bodies: request bodies of every kind (none, JSON valid or mutated, raw text, truncated
 * JSON, gzip, multipart) under right and wrong content types.
 */

export type BodyPlan =
  | { kind: 'none'; contentType: string | undefined }
  | { kind: 'json'; value: unknown; contentType: string | undefined }
  | { kind: 'raw'; text: string | Huge; contentType: string | undefined }
  | { kind: 'truncatedJson'; value: unknown; cut: number; contentType: string }
  | { kind: 'gzip'; value: unknown; bomb: boolean; encoding: string }
  | { kind: 'multipart'; plan: MultipartPlan };

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/json-patch+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'application/xml',
  '*/*',
  '',
  ';',
  'json',
];
const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 3, arbitrary: fc.constantFrom(...OTHER_TYPES) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const RAW_BODIES: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"string"',
  '[]',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\u0001"}',
  '{"a":1e999}',
  '{"a":123456789012345678901234567890}',
  '{"a":-0}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  'NaN',
  '{"a":NaN}',
  '\u0000',
  '%7B%7D',
  'a=1&b=2',
];
const rawText: fc.Arbitrary<string | Huge> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...RAW_BODIES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(LIMITS.jsonBodyBytes - 2, LIMITS.jsonBodyBytes + 1, LIMITS.jsonBodyBytes * 2)
      .map((length) => new Huge(length, '[')),
  },
);

export function bodyPlan(
  schema: JsonSchema | undefined,
  expectsBody: boolean,
): fc.Arbitrary<BodyPlan> {
  const valid = schema ? validValue(schema) : fc.constant({});
  const mutated = fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutate(value, mutations));
  return fc.oneof(
    {
      weight: expectsBody ? 1 : 6,
      arbitrary: fc.record({ kind: fc.constant('none' as const), contentType }),
    },
    {
      weight: expectsBody ? 6 : 1,
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: valid, contentType }),
    },
    {
      weight: expectsBody ? 10 : 1,
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: mutated, contentType }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('json' as const), value: wildValue, contentType }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('raw' as const), text: rawText, contentType }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('truncatedJson' as const),
        value: valid,
        cut: fc.nat(200),
        contentType: fc.constantFrom(...JSON_TYPES),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('gzip' as const),
        value: valid,
        bomb: fc.boolean(),
        encoding: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('multipart' as const), plan: multipartPlan }),
    },
  );
}

type Mutation =
  | { op: 'drop'; at: number }
  | { op: 'wrongType'; at: number; value: unknown }
  | { op: 'nasty'; at: number; value: string | Huge }
  | { op: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('drop' as const), at: fc.nat(20) }),
  fc.record({ op: fc.constant('wrongType' as const), at: fc.nat(20), value: wildValue }),
  fc.record({ op: fc.constant('nasty' as const), at: fc.nat(20), value: nastyString }),
  fc.record({ op: fc.constant('extra' as const), key: extraKey(), value: wildValue }),
);

function mutate(value: unknown, mutations: Mutation[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  for (const change of mutations) {
    if (change.op === 'extra') {
      entries.push([change.key, change.value]);
      continue;
    }
    if (entries.length === 0) continue;
    const index = change.at % entries.length;
    const entry = entries[index] as [string, unknown];
    if (change.op === 'drop') entries.splice(index, 1);
    else entries[index] = [entry[0], change.value];
  }
  // fromEntries defines own properties, so a `__proto__` key is really sent.
  return Object.fromEntries(entries);
}
