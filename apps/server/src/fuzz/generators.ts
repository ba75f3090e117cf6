import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { LIMITS, TAGS } from '@stackhive/shared';
import { SAMPLES } from '../test/media-samples.js';

/**
 * Request generators for the route fuzzer (issue 8, "Bad input"): one arbitrary per operation
 * of the OpenAPI description, producing a *plan* — a printable, shrinkable description of a
 * request. Values that only exist at run time (ids of real rows, real tokens, real cursors)
 * and values too big to print (megabyte strings) are symbolic (`Ref`, `Huge`, `Token`) and
 * are resolved by `materialize` just before the request is sent.
 */

// ---------------------------------------------------------------------------------------------
// OpenAPI walking

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/user/{id}` */
  key: string;
  method: string;
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body schema, when the operation takes one. */
  body: JsonSchema | undefined;
  multipart: boolean;
  secured: boolean;
  /** The 200 answer is documented as a bare string (sent as text, not JSON). */
  textReply: boolean;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  consumes?: string[];
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(spec: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const params = (where: string) =>
        (operation.parameters ?? [])
          .filter((param) => param.in === where)
          .map((param) => ({
            name: param.name,
            required: param.required ?? false,
            schema: param.schema ?? {},
          }));
      const content = operation.requestBody?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: content['application/json']?.schema,
        // fastify-swagger leaves multipart bodies out; the route's summary names them.
        multipart:
          /multipart/i.test(`${operation.summary ?? ''} ${operation.description ?? ''}`) ||
          'multipart/form-data' in content ||
          (operation.consumes ?? []).includes('multipart/form-data'),
        secured: (operation.security ?? []).length > 0,
        textReply:
          operation.responses?.['200']?.content?.['application/json']?.schema?.type === 'string',
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Symbolic values

/** A value taken at run time from the pool of real things (ids, emails, cursors, media). */
export type RefKind =
  | 'entityId'
  | 'questionId'
  | 'answerId'
  | 'postId'
  | 'commentId'
  | 'userId'
  | 'actorId'
  | 'email'
  | 'actorEmail'
  | 'cursor'
  | 'mediaUrl'
  | 'mediaKey'
  | 'password';
export class Ref {
  constructor(
    readonly kind: RefKind,
    readonly n: number,
  ) {}
  [fc.toStringMethod](): string {
    return `ref(${this.kind}#${this.n})`;
  }
}

/** A string of `length` repetitions of `unit`, built only when sent. */
export class Huge {
  constructor(
    readonly length: number,
    readonly unit: string,
  ) {}
  build(): string {
    return this.unit.repeat(Math.ceil(this.length / this.unit.length)).slice(0, this.length);
  }
  [fc.toStringMethod](): string {
    return `huge(${this.length}×${JSON.stringify(this.unit)})`;
  }
}

export type AuthKind =
  | 'none'
  | 'valid'
  | 'admin'
  | 'other'
  | 'expired'
  | 'notYetValid'
  | 'badSignature'
  | 'algNone'
  | 'algHs512'
  | 'algRs256Header'
  | 'unknownUser'
  | 'staleVersion'
  | 'subNumber'
  | 'subNul'
  | 'subHuge'
  | 'subSqlish'
  | 'verString'
  | 'noExp'
  | 'truncated'
  | 'huge';

/** The `authorization` header: a token by kind, or a literal header value. */
export type AuthPlan =
  { kind: 'token'; token: AuthKind; scheme: string } | { kind: 'literal'; value: string };

// ---------------------------------------------------------------------------------------------
// Strings

/** Hand-picked strings that have broken real servers. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uDBFFz',
  '\uDC00\uD800',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\uFEFF',
  '\u2028\u2029\u0085',
  '\uFFFE\uFFFF',
  '\u{10FFFF}',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈🇺🇸',
  'Z\u0351\u0352\u0357\u0358\u035B\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308',
  'e\u0301'.repeat(50),
  'İıßﬁⅫ',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  'مرحبا بالعالم',
  "' OR '1'='1",
  '" OR ""="',
  '1; DROP TABLE users; --',
  "1' UNION SELECT null, sqlite_version() --",
  "'; select pg_sleep(5); --",
  '%',
  '_',
  '%_%\\',
  '\\',
  '\\\\\\"',
  '"',
  '""',
  '*',
  'NEAR(a b)',
  'a OR b AND NOT c',
  'title: x',
  '^abc',
  '(((',
  '[a-z]+(',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '${7*7}{{7*7}}%s%n%x',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' 5 ',
  '9'.repeat(400),
  'true',
  '[]',
  '{}',
  'a@b',
  '@',
  'user@example.com\r\nBcc: x@y.z',
  'ADMIN@EXAMPLE.COM',
  'üñî@éxample.com',
  '"quoted"@example.com',
  'a'.repeat(64) + '@' + 'b'.repeat(189) + '.com',
  'javascript',
  'JavaScript',
  ' javascript ',
];

const SPECIAL_CHARS = [
  '\u0000',
  '\u0001',
  '\u001F',
  '\u007F',
  '\u0080',
  '\u00A0',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\u200D',
  '\u0301',
  '\uFEFF',
  '\uFFFD',
  '😀',
  '"',
  "'",
  '\\',
  '/',
  '%',
  '_',
  '&',
  '=',
  '?',
  '#',
  '<',
  '>',
  '\n',
];

/** Short unicode strings: arbitrary code points (lone surrogates too), graphemes, mixes. */
export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .array(fc.oneof(fc.constantFrom(...SPECIAL_CHARS), fc.string({ maxLength: 4 })), {
      maxLength: 10,
    })
    .map((parts) => parts.join('')),
);

/** Sizes around the interesting limits: field maxima, 64 KiB, and the 1 MiB body limit. */
const HUGE_LENGTHS = [
  65,
  201,
  255,
  2_001,
  5_001,
  30_001,
  65_536,
  300_000,
  LIMITS.jsonBodyBytes - 512,
  LIMITS.jsonBodyBytes + 1,
];
export const hugeString: fc.Arbitrary<Huge> = fc
  .tuple(
    fc.constantFrom(...HUGE_LENGTHS),
    fc.constantFrom('a', 'é', '😀', 'e\u0301', '\u0000', ' '),
  )
  .map(([length, unit]) => new Huge(length, unit));

export const nastyString: fc.Arbitrary<string | Huge> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: unicodeString },
  { weight: 1, arbitrary: hugeString },
);

/**
 * Long strings for URLs stop at 16 KiB: Node's HTTP parser refuses longer request heads
 * (431) before the app sees them, so megabyte URLs would only test the fuzzer.
 */
const hugeUrlString: fc.Arbitrary<Huge> = fc
  .tuple(
    fc.constantFrom(65, 101, 201, 1_001, 8_000, 16_000),
    fc.constantFrom('a', 'é', '😀', '\u0000', ' '),
  )
  .map(([length, unit]) => new Huge(length, unit));

export const urlNastyString: fc.Arbitrary<string | Huge> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: unicodeString },
  { weight: 1, arbitrary: hugeUrlString },
);

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const idLike = fc.stringMatching(ID_PATTERN);

// ---------------------------------------------------------------------------------------------
// Values from JSON schemas

const TAG_NAMES = TAGS.map((tag) => tag.TagName);

/** Anything JSON can carry, including nesting and the wrong types everywhere. */
export const wildValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(2 ** 53, -(2 ** 53), 1e308, -1, 0, 0.5, Number.MAX_SAFE_INTEGER + 2),
    nastyString,
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(fc.tuple(extraKey(), tie('value')), { maxLength: 3 })
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

function extraKey(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      '',
      ' ',
      'a.b',
      'a[b]',
      '\u0000',
      '\uD800',
      '_id',
      'id',
      'userId',
      'isAdmin',
      'tokenVersion',
      'password',
      'passwordHash',
      'role',
      'verified',
      'votes',
    ),
    unicodeString,
  );
}

/** Values a field called `name` should usually hold, so that requests get past validation. */
function hintFor(name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const ref = (...kinds: RefKind[]) =>
    fc.tuple(fc.constantFrom(...kinds), fc.nat(1_000)).map(([kind, n]) => new Ref(kind, n));
  switch (name) {
    case 'userId':
      return fc.oneof(
        { weight: 8, arbitrary: ref('actorId') },
        { weight: 1, arbitrary: ref('userId') },
        { weight: 1, arbitrary: idLike },
      );
    case 'id':
      // verification bodies: the actor's id (OTP) or a reset token.
      return fc.oneof(
        { weight: 4, arbitrary: ref('actorId') },
        { weight: 1, arbitrary: ref('userId', 'entityId') },
        { weight: 1, arbitrary: fc.string({ maxLength: schema.maxLength ?? 64 }) },
      );
    case 'answerId':
    case 'commentId':
      return fc.oneof(
        { weight: 6, arbitrary: ref(name) },
        { weight: 1, arbitrary: ref('entityId') },
        { weight: 1, arbitrary: idLike },
      );
    case 'email':
      return fc.oneof(
        { weight: 4, arbitrary: ref('actorEmail') },
        { weight: 2, arbitrary: ref('email') },
        { weight: 2, arbitrary: fc.emailAddress() },
      );
    case 'password':
    case 'newPassword':
      return fc.oneof(
        { weight: 3, arbitrary: ref('password') },
        { weight: 1, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) },
      );
    case 'otp':
      return fc.stringMatching(/^\d{6}$/);
    case 'questionTags':
    case 'tags':
      return fc.array(
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...TAG_NAMES) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(...TAG_NAMES).map((tag) => ` ${tag.toUpperCase()} `),
          },
          { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
        ),
        { minLength: 0, maxLength: 7 },
      );
    case 'postContent':
      return fc.array(
        fc.oneof(
          { weight: 4, arbitrary: ref('mediaUrl') },
          { weight: 1, arbitrary: fc.webUrl() },
          { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
        ),
        { maxLength: 11 },
      );
    default:
      return undefined;
  }
}

/** A value that satisfies `schema` (as far as the description says), with field-name hints. */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const hinted = hintFor(name, schema);
  if (hinted) return hinted;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 80, Math.max(minLength, 80));
      if (schema.pattern === '^[A-Za-z0-9_-]+$')
        return fc.oneof(
          { weight: 3, arbitrary: new RefArb('entityId') },
          { weight: 1, arbitrary: idLike },
        );
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
      );
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 1_000 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(
        ([key, child]) =>
          [
            key,
            required.has(key)
              ? validValue(child, key)
              : fc.option(validValue(child, key), { nil: undefined, freq: 3 }),
          ] as const,
      );
      return fc.tuple(...entries.map(([, arbitrary]) => arbitrary)).map((values) => {
        const object: Record<string, unknown> = {};
        entries.forEach(([key], index) => {
          if (values[index] !== undefined) object[key] = values[index];
        });
        return object;
      });
    }
    default:
      return wildValue;
  }
}

/** An arbitrary that always yields a Ref of one kind (numbered, so it shrinks to #0). */
class RefArb extends fc.Arbitrary<Ref> {
  private readonly inner: fc.Arbitrary<Ref>;
  constructor(kind: RefKind) {
    super();
    this.inner = fc.nat(1_000).map((n) => new Ref(kind, n));
  }
  generate(mrng: fc.Random, biasFactor: number | undefined) {
    return this.inner.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value: unknown): value is Ref {
    return this.inner.canShrinkWithoutContext(value);
  }
  shrink(value: Ref, context: unknown) {
    return this.inner.shrink(value, context);
  }
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

// ---------------------------------------------------------------------------------------------
// Bodies

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

// ---------------------------------------------------------------------------------------------
// Multipart (uploads)

export interface MultipartPlan {
  sample: keyof typeof SAMPLES | 'empty' | 'oversized';
  field: string;
  filename: string;
  partType: string;
  extraParts: number;
  secondFile: boolean;
  boundary: 'ok' | 'missing' | 'mismatch' | 'quoted';
  truncateAt: number | null;
}

const SAMPLE_NAMES = Object.keys(SAMPLES) as (keyof typeof SAMPLES)[];
export const multipartPlan: fc.Arbitrary<MultipartPlan> = fc.record({
  sample: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...SAMPLE_NAMES) },
    { weight: 1, arbitrary: fc.constant('empty' as const) },
    { weight: 1, arbitrary: fc.constant('oversized' as const) },
  ),
  field: fc.oneof(
    { weight: 8, arbitrary: fc.constant('file') },
    { weight: 1, arbitrary: fc.constantFrom('', 'files', 'file[]', 'FILE', '\u00e9') },
  ),
  filename: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('photo.png', 'clip.mp4', 'a.jpg') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '../../../etc/passwd',
        '..\\x.png',
        '',
        '.png',
        'a"b.png',
        'x.png\r\nX-Evil: 1',
        'very'.repeat(300) + '.png',
        'é😀.png',
        'a.png.html',
        'a.svg',
      ),
    },
  ),
  partType: fc.constantFrom(
    'application/octet-stream',
    'image/png',
    'text/html',
    'image/svg+xml',
    'video/mp4',
    '',
  ),
  extraParts: fc.oneof(
    { weight: 8, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) },
  ),
  secondFile: fc.oneof(
    { weight: 9, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
  boundary: fc.oneof(
    { weight: 10, arbitrary: fc.constant('ok' as const) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('missing' as const, 'mismatch' as const, 'quoted' as const),
    },
  ),
  truncateAt: fc.oneof(
    { weight: 8, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat(400) },
  ),
});

export function buildMultipart(plan: MultipartPlan): { payload: Buffer; contentType: string } {
  const boundary = 'fuzzBoundary1234';
  const file =
    plan.sample === 'empty'
      ? Buffer.alloc(0)
      : plan.sample === 'oversized'
        ? Buffer.concat([SAMPLES.png, Buffer.alloc(LIMITS.imageBytes + 1 - SAMPLES.png.length, 7)])
        : SAMPLES[plan.sample];
  const part = (name: string, body: Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename === undefined ? '' : `; filename="${filename}"`) +
          `\r\n` +
          (filename === undefined ? '' : `Content-Type: ${plan.partType}\r\n`) +
          `\r\n`,
        'utf8',
      ),
      body,
      Buffer.from('\r\n'),
    ]);
  const parts: Buffer[] = [];
  for (let index = 0; index < plan.extraParts; index += 1)
    parts.push(part(`field${index}`, Buffer.from('x'.repeat(index * 300))));
  parts.push(part(plan.field, file, plan.filename));
  if (plan.secondFile) parts.push(part('file', SAMPLES.png, 'second.png'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (plan.truncateAt !== null)
    payload = payload.subarray(0, Math.min(plan.truncateAt, payload.length));
  const contentType = {
    ok: `multipart/form-data; boundary=${boundary}`,
    missing: 'multipart/form-data',
    mismatch: 'multipart/form-data; boundary=somethingElse',
    quoted: `multipart/form-data; boundary="${boundary}"`,
  }[plan.boundary];
  return { payload, contentType };
}

// ---------------------------------------------------------------------------------------------
// Path segments and query strings

/** A path segment: `raw` text is put into the URL as is; `text` is percent-encoded (UTF-8). */
export type SegmentPlan = { raw: string } | { text: string | Huge } | Ref;

const RAW_SEGMENTS: readonly string[] = [
  '',
  '.',
  '..',
  '../..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%2F',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%00',
  'a%00b',
  '%20',
  '+',
  'a;b',
  'a?x=1',
  'a#frag',
  'a/b',
  '//',
  '~',
  "1'%20OR%20'1'%3D'1",
  '1;DROP%20TABLE%20users--',
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(101),
  'a'.repeat(5_000),
  '%F0%9F%98%80',
  'null',
  'undefined',
  '0',
  '-1',
  'constructor',
  '__proto__',
];

export const segmentPlan: fc.Arbitrary<SegmentPlan> = fc.oneof(
  { weight: 6, arbitrary: new RefArb('entityId') },
  { weight: 2, arbitrary: new RefArb('userId') },
  { weight: 2, arbitrary: idLike.map((raw) => ({ raw })) },
  { weight: 4, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })) },
  { weight: 3, arbitrary: urlNastyString.map((text) => ({ text })) },
);

export type QueryValue = string | Huge | Ref;

/** One `name=value` pair of the query string, or a literal chunk of it. */
export type QueryPart =
  | { kind: 'pair'; name: string; value: QueryValue; encode: boolean }
  | { kind: 'literal'; text: string };

const QUERY_LITERALS = [
  '',
  '&',
  '&&&',
  '=',
  '==',
  '=1',
  'limit',
  'limit=',
  'limit[]=1',
  'limit[a][b][c]=1',
  'cursor[]=x',
  'q[$gt]=',
  'a[b][c][d][e][f]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '%',
  '%ZZ=1',
  'a=%ED%A0%80',
  'q=%00',
  ';',
  '?',
  '#',
  'a'.repeat(2_000) + '=1',
];

function queryValue(param: Param): fc.Arbitrary<QueryValue> {
  const wrong = fc.constantFrom(
    '-1',
    '0',
    '101',
    '1.5',
    '1e2',
    ' 5',
    '0x10',
    'NaN',
    'Infinity',
    '',
    'true',
    '[]',
    '{}',
    '9'.repeat(400),
    'null',
  );
  return fc.oneof(
    { weight: 6, arbitrary: param.name === 'cursor' ? cursorValue : queryValidValue(param) },
    { weight: 2, arbitrary: wrong },
    { weight: 2, arbitrary: urlNastyString },
  );
}

function queryValidValue(param: Param): fc.Arbitrary<QueryValue> {
  const { name, schema } = param;
  let valid: fc.Arbitrary<QueryValue>;
  if (name === 'cursor') valid = new RefArb('cursor');
  else if (schema.enum) valid = fc.constantFrom(...(schema.enum as string[]));
  else if (schema.type === 'integer')
    valid = fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 }).map(String);
  else if (name === 'tag') valid = fc.constantFrom(...TAG_NAMES);
  else if (name === 'q')
    valid = fc.oneof(
      fc.constantFrom('java', 'ja', 'j', 'script', 'User', 'question', 'post', 'a b', 'SQL'),
      fc.string({ minLength: 1, maxLength: 30 }),
    );
  else
    valid = fc.string({
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 40, 40),
    });
  return valid;
}

/** Cursors: real ones, and forged base64url JSON with every field wrong in turn. */
const cursorValue: fc.Arbitrary<QueryValue> = fc.oneof(
  { weight: 3, arbitrary: new RefArb('cursor') },
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          at: fc.oneof(
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            fc.constantFrom(
              '2020-02-30T00:00:00.000Z',
              '2020-01-01',
              '+275760-09-13T00:00:00.000Z',
              '',
              'x',
            ),
            wildValue,
          ),
          id: fc.oneof(idLike, wildValue),
          phase: fc.oneof(fc.constantFrom('followed', 'rest', 'all', 'x'), wildValue),
          after: fc.oneof(idLike, wildValue),
          c: fc.oneof(
            fc.constantFrom(
              '0',
              '1',
              '0.5',
              '1.9999999999999999',
              '0.1',
              '9.1',
              '-1',
              '99999',
              '0|2020-01-01T00:00:00.000Z|abc',
              '1||',
              '0|x|y',
              '1e3',
            ),
            fc.string({ maxLength: 30 }),
            wildValue,
          ),
          count: fc.oneof(fc.integer(), fc.constantFrom(2 ** 53, -1, 1.5, '1'), wildValue),
        },
        { requiredKeys: [] },
      )
      .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  },
  {
    weight: 1,
    arbitrary: wildValue.map((value) =>
      Buffer.from(JSON.stringify(value) ?? '').toString('base64url'),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('====', 'e30', 'bnVsbA', 'W10', '!!!', 'eyJ') },
);

export function queryPlan(params: Param[]): fc.Arbitrary<QueryPart[]> {
  const declared = params.map((param) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant([] as QueryPart[]) },
      {
        weight: 6,
        arbitrary: fc
          .tuple(queryValue(param), fc.boolean())
          .map(([value, encode]) => [{ kind: 'pair' as const, name: param.name, value, encode }]),
      },
      {
        weight: 1,
        arbitrary: fc.array(queryValue(param), { minLength: 2, maxLength: 3 }).map((values) =>
          values.map((value) => ({
            kind: 'pair' as const,
            name: param.name,
            value,
            encode: true,
          })),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('[]', '[0]', '[a]', '[a][b][c]', '.x'), queryValue(param))
          .map(([suffix, value]) => [
            { kind: 'pair' as const, name: param.name + suffix, value, encode: true },
          ]),
      },
    ),
  );
  const extras = fc.array(
    fc.oneof(
      fc.constantFrom(...QUERY_LITERALS).map((text) => ({ kind: 'literal' as const, text })),
      fc
        .tuple(extraKey(), urlNastyString)
        .map(([name, value]) => ({ kind: 'pair' as const, name, value, encode: true })),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), extras, fc.nat()).map(([parts, extra, seed]) => {
    const all = [...parts.flat(), ...extra];
    // A stable shuffle: parameter order must not matter.
    return all
      .map((part, index) => ({ part, order: (seed * (index + 7)) % 97 }))
      .sort((a, b) => a.order - b.order)
      .map(({ part }) => part);
  });
}

// ---------------------------------------------------------------------------------------------
// Headers and auth

const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

const TOKEN_KINDS: AuthKind[] = [
  'expired',
  'notYetValid',
  'badSignature',
  'algNone',
  'algHs512',
  'algRs256Header',
  'unknownUser',
  'staleVersion',
  'subNumber',
  'subNul',
  'subHuge',
  'subSqlish',
  'verString',
  'noExp',
  'truncated',
  'huge',
];

export const authPlan: fc.Arbitrary<AuthPlan> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constant({ kind: 'token' as const, token: 'none' as const, scheme: '' }),
  },
  {
    weight: 9,
    arbitrary: fc.constant({ kind: 'token' as const, token: 'valid' as const, scheme: 'Bearer ' }),
  },
  {
    weight: 2,
    arbitrary: fc.constant({ kind: 'token' as const, token: 'admin' as const, scheme: 'Bearer ' }),
  },
  {
    weight: 1,
    arbitrary: fc.constant({ kind: 'token' as const, token: 'other' as const, scheme: 'Bearer ' }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('token' as const),
      token: fc.constantFrom(...TOKEN_KINDS),
      scheme: fc.constant('Bearer '),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('token' as const),
      token: fc.constantFrom<AuthKind>('valid', 'admin'),
      scheme: fc.constantFrom(
        'bearer ',
        'BEARER\t',
        'Bearer  ',
        'Bearer',
        'Basic ',
        'Token ',
        '',
        'Bearer x ',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        headerText,
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer null',
          'Bearer undefined',
          'Bearer a.b.c',
          'Bearer ..',
          'Bearer eyJ.eyJ.',
          'Basic YTpi',
        ),
      )
      .map((value) => ({ kind: 'literal' as const, value })),
  },
);

/** Headers other than authorization and content-type. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'accept-encoding': fc.constantFrom(
        'gzip',
        'br',
        'deflate',
        'gzip, br, deflate, *',
        'identity;q=0',
        'zstd',
        'x, y;q=abc',
        '',
      ),
      accept: fc.constantFrom('text/html', '*/*', 'application/xml', ''),
      'content-length': fc.constantFrom('0', '-1', 'abc', '99999999999999999999', '1'),
      range: fc.constantFrom(
        'bytes=0-0',
        'bytes=-1',
        'bytes=-0',
        'bytes=0-',
        'bytes=5-2',
        'bytes=99999999999999999999-',
        'bytes=0-1,2-3',
        'bytes=--',
        'items=0-1',
        'bytes= 0-1',
        'bytes=1e3-',
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
      'if-none-match': fc.constantFrom('*', 'W/"x"', '"'),
      cookie: headerText,
    },
    { requiredKeys: [] },
  )
  .map((headers) => headers as Record<string, string>);

export const remoteAddress = fc.oneof(
  { weight: 10, arbitrary: fc.constant('127.0.0.1') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '10.0.0.7',
      '::1',
      '2001:db8::1',
      '2001:db8::2',
      '::ffff:10.0.0.8',
      'fe80::1%eth0',
      '0.0.0.0',
      '',
    ),
  },
);

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

// ---------------------------------------------------------------------------------------------
// Whole requests

export interface RequestPlan {
  fault: Fault;
  method: string;
  segments: SegmentPlan[];
  query: QueryPart[];
  auth: AuthPlan;
  body: BodyPlan;
  headers: Record<string, string>;
  remoteAddress: string;
}

/** The kind of id a path parameter of this route names, to aim valid requests at real rows. */
function idKindOf(operation: Operation, param: string): RefKind {
  const path = operation.path;
  if (
    param === 'userId' ||
    path.startsWith('/api/user/update') ||
    path.startsWith('/api/user/addFriend')
  )
    return path.includes('addFriend') ? 'userId' : 'actorId';
  if (path.startsWith('/api/user/')) return 'userId';
  if (path.startsWith('/api/questions/') || path.startsWith('/api/answer/')) return 'questionId';
  if (path.startsWith('/api/community/') || path.startsWith('/api/comment/')) return 'postId';
  if (path.startsWith('/media/')) return 'mediaKey';
  return 'entityId';
}

/** Which part of a request is broken: one at a time mostly, sometimes none, sometimes all. */
export type Fault =
  'none' | 'method' | 'path' | 'query' | 'auth' | 'body' | 'headers' | 'address' | 'all';

const FAULTS: { weight: number; arbitrary: fc.Arbitrary<Fault> }[] = [
  { weight: 3, arbitrary: fc.constant('none') },
  { weight: 1, arbitrary: fc.constant('method') },
  { weight: 3, arbitrary: fc.constant('path') },
  { weight: 3, arbitrary: fc.constant('query') },
  { weight: 3, arbitrary: fc.constant('auth') },
  { weight: 6, arbitrary: fc.constant('body') },
  { weight: 1, arbitrary: fc.constant('headers') },
  { weight: 1, arbitrary: fc.constant('address') },
  { weight: 3, arbitrary: fc.constant('all') },
];

/**
 * Requests to one operation. Most break one thing and keep the rest valid (a real row's id,
 * a real user's token, a body that fits the schema), so that handlers are reached and not
 * only the validators; some are valid throughout, some break everything at once.
 */
export function requestPlan(operation: Operation): fc.Arbitrary<RequestPlan> {
  const expectsBody = operation.body !== undefined;
  const validSegments = fc.tuple(
    ...operation.pathParams.map((param) => new RefArb(idKindOf(operation, param.name))),
  );
  const validQuery = fc
    .tuple(
      ...operation.queryParams.map((param) =>
        param.required
          ? queryValidValue(param).map((value) => [
              { kind: 'pair' as const, name: param.name, value, encode: true },
            ])
          : fc.option(
              queryValidValue(param).map((value) => [
                { kind: 'pair' as const, name: param.name, value, encode: true },
              ]),
              { nil: [] as QueryPart[] },
            ),
      ),
    )
    .map((parts) => parts.flat() as QueryPart[]);
  const adminRoute = operation.path.includes('/reported');
  const validAuth: fc.Arbitrary<AuthPlan> = fc.oneof(
    {
      weight: adminRoute ? 1 : 5,
      arbitrary: fc.constant({
        kind: 'token' as const,
        token: 'valid' as const,
        scheme: 'Bearer ',
      }),
    },
    {
      weight: adminRoute ? 5 : 1,
      arbitrary: fc.constant({
        kind: 'token' as const,
        token: 'admin' as const,
        scheme: 'Bearer ',
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'token' as const,
        token: 'other' as const,
        scheme: 'Bearer ',
      }),
    },
  );
  const validBody: fc.Arbitrary<BodyPlan> = operation.multipart
    ? multipartPlan.map((plan) => ({
        kind: 'multipart' as const,
        plan: { ...plan, boundary: 'ok' as const, truncateAt: null },
      }))
    : expectsBody
      ? validValue(operation.body ?? {}).map((value) => ({
          kind: 'json' as const,
          value,
          contentType: 'application/json',
        }))
      : fc.constant({ kind: 'none' as const, contentType: undefined });
  const badBody: fc.Arbitrary<BodyPlan> = operation.multipart
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: multipartPlan.map((plan) => ({ kind: 'multipart' as const, plan })),
        },
        { weight: 2, arbitrary: bodyPlan(undefined, true) },
      )
    : bodyPlan(operation.body, expectsBody);
  return fc.oneof(...FAULTS).chain((fault) => {
    const broken = (part: Fault) => fault === part || fault === 'all';
    return fc.record({
      fault: fc.constant(fault),
      method: broken('method') ? fc.constantFrom(...METHODS) : fc.constant(operation.method),
      segments: broken('path')
        ? fc.tuple(...operation.pathParams.map(() => segmentPlan))
        : validSegments,
      query: broken('query') ? queryPlan(operation.queryParams) : validQuery,
      auth: broken('auth') ? authPlan : validAuth,
      body: broken('body') ? badBody : validBody,
      headers: broken('headers') ? extraHeaders : fc.constant({}),
      remoteAddress: broken('address') ? remoteAddress : fc.constant('127.0.0.1'),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Materializing

export interface Pool {
  entityIds: string[];
  questionIds: string[];
  answerIds: string[];
  postIds: string[];
  commentIds: string[];
  userIds: string[];
  emails: string[];
  cursors: string[];
  mediaUrls: string[];
  mediaKeys: string[];
  actor: { id: string; email: string; password: string };
  /** The users behind the real tokens: `actorId` and `actorEmail` name the one sending. */
  accounts: Partial<Record<AuthKind, { id: string; email: string }>>;
  tokens: Record<AuthKind, string>;
}

export interface Materialized {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  remoteAddress: string;
}

const pick = (list: string[], n: number, fallback: string) =>
  list.length === 0 ? fallback : (list[n % list.length] as string);

export function resolveRef(ref: Ref, pool: Pool): string {
  switch (ref.kind) {
    case 'entityId':
      return pick(pool.entityIds, ref.n, 'missing');
    case 'questionId':
    case 'answerId':
    case 'postId':
    case 'commentId':
      return pick(pool[`${ref.kind}s`], ref.n, pick(pool.entityIds, ref.n, 'missing'));
    case 'userId':
      return pick(pool.userIds, ref.n, pool.actor.id);
    case 'actorId':
      return pool.actor.id;
    case 'email':
      return pick(pool.emails, ref.n, pool.actor.email);
    case 'actorEmail':
      return ref.n % 5 === 0 ? pool.actor.email.toUpperCase() : pool.actor.email;
    case 'cursor':
      return pick(pool.cursors, ref.n, '');
    case 'mediaUrl':
      return pick(pool.mediaUrls, ref.n, 'http://stackhive.test/media/none.png');
    case 'mediaKey':
      return pick(pool.mediaKeys, ref.n, 'none.png');
    case 'password':
      return pool.actor.password;
  }
}

function resolveDeep(value: unknown, pool: Pool): unknown {
  if (value instanceof Ref) return resolveRef(value, pool);
  if (value instanceof Huge) return value.build();
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, pool));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, resolveDeep(child, pool)]),
    );
  return value;
}

const resolveText = (value: string | Huge | Ref, pool: Pool) =>
  value instanceof Ref ? resolveRef(value, pool) : value instanceof Huge ? value.build() : value;

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as browsers do). */
export function percentEncode(text: string): string {
  const wellFormed = text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  return encodeURIComponent(wellFormed).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

let bomb: Buffer | undefined;
/** 4 MiB of JSON in a few KiB of gzip: it must be refused at the 1 MiB limit, not inflated. */
function gzipBomb(): Buffer {
  bomb ??= gzipSync(`{"a":"${'a'.repeat(LIMITS.jsonBodyBytes * 4)}"}`);
  return bomb;
}

export function materialize(
  operation: Operation,
  plan: RequestPlan,
  sharedPool: Pool,
): Materialized {
  const account = plan.auth.kind === 'token' ? sharedPool.accounts[plan.auth.token] : undefined;
  const pool = account ? { ...sharedPool, actor: { ...sharedPool.actor, ...account } } : sharedPool;
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => {
    const segment = plan.segments[index++] as SegmentPlan;
    if (segment instanceof Ref) return percentEncode(resolveRef(segment, pool));
    if ('raw' in segment) return segment.raw;
    return percentEncode(resolveText(segment.text, pool));
  });
  const query = plan.query
    .map((part) => {
      if (part.kind === 'literal') return part.text;
      const value = resolveText(part.value, pool);
      return `${percentEncode(part.name)}=${part.encode ? percentEncode(value) : value.replace(/[^\x21-\x7e]|[#&]/g, (c) => percentEncode(c))}`;
    })
    .join('&');
  const headers: Record<string, string> = { ...plan.headers };
  if (plan.auth.kind === 'literal') headers.authorization = plan.auth.value;
  else if (plan.auth.token !== 'none')
    headers.authorization = plan.auth.scheme + pool.tokens[plan.auth.token];

  let payload: string | Buffer | undefined;
  const body = plan.body;
  switch (body.kind) {
    case 'none':
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'json':
      payload = JSON.stringify(resolveDeep(body.value, pool)) ?? 'null';
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'raw':
      payload = resolveText(body.text, pool);
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'truncatedJson': {
      const text = JSON.stringify(resolveDeep(body.value, pool)) ?? 'null';
      payload = text.slice(0, Math.max(1, text.length - 1 - (body.cut % text.length)));
      headers['content-type'] = body.contentType;
      break;
    }
    case 'gzip': {
      payload = body.bomb
        ? gzipBomb()
        : gzipSync(JSON.stringify(resolveDeep(body.value, pool)) ?? 'null');
      headers['content-type'] = 'application/json';
      headers['content-encoding'] = body.encoding;
      break;
    }
    case 'multipart': {
      const built = buildMultipart(body.plan);
      payload = built.payload;
      headers['content-type'] = built.contentType;
      break;
    }
  }
  return {
    method: plan.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    remoteAddress: plan.remoteAddress,
  };
}

/** The request as text for a failure report (long values shortened). */
export function describeRequest(request: Materialized): string {
  const short = (text: string) =>
    text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes> ${JSON.stringify(short(request.payload.subarray(0, 300).toString('latin1')))}`
        : JSON.stringify(short(request.payload));
  return [
    `${request.method} ${short(request.url)}`,
    `remoteAddress: ${request.remoteAddress}`,
    ...Object.entries(request.headers).map(
      ([name, value]) => `${name}: ${JSON.stringify(short(value))}`,
    ),
    `body: ${payload}`,
  ].join('\n  ');
}
