import fc from 'fast-check';
import { TAGS } from '@stackhive/shared';
import type { JsonSchema } from './openapi.js';
import { idLike, nastyString, unicodeString } from './strings.js';
import { Ref, RefArb, type RefKind } from './symbolic.js';

/**
 * Values from JSON schemas: values that fit a schema (with hints by field name, so requests
 * get past validation), wild values of any JSON shape, and odd object keys.
 */

export const TAG_NAMES = TAGS.map((tag) => tag.TagName);

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

export function extraKey(): fc.Arbitrary<string> {
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
