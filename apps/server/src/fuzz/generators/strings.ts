import fc from 'fast-check';
import { LIMITS } from '@stackhive/shared';
import { Huge } from './symbolic.js';

/**
 * Strings: hand-picked nasty strings, arbitrary unicode, huge strings around the size limits
 * (shorter ones for URLs), and id-like strings.
 */

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
export const idLike = fc.stringMatching(ID_PATTERN);
