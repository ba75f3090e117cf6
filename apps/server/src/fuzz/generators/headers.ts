import fc from 'fast-check';
import type { AuthKind, AuthPlan } from './symbolic.js';

/**
 * Headers and auth: `authorization` headers (real, forged and malformed tokens, odd schemes),
 * other headers, and client addresses.
 */

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
