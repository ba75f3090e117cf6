import fc from 'fast-check';
import type { Param } from './openapi.js';
import { TAG_NAMES, extraKey, wildValue } from './schema-values.js';
import { idLike, urlNastyString } from './strings.js';
import { RefArb, type Huge, type Ref } from './symbolic.js';

/**
 * Path segments and query strings: plans of the parts of the URL, valid and broken (raw and
 * malformed escapes, traversal, odd and repeated parameters, forged cursors).
 */

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

export function queryValidValue(param: Param): fc.Arbitrary<QueryValue> {
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
