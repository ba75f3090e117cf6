import { describe, expect, it } from 'vitest';
import { holds } from './sqlite-text-functions.js';

// The row-by-row check search makes beside its indexes (issue 32): it must agree with them.
describe('holds', () => {
  it('finds three characters or more anywhere, folding case across Unicode', () => {
    expect(holds('I committed too early', 'commit')).toBe(true);
    expect(holds('I COMMITTED', 'Commit')).toBe(true);
    expect(holds('Ünïcödé naïve café', 'ÜNÏ')).toBe(true);
    expect(holds('Straße', 'strasse')).toBe(false);
    expect(holds('100% done_with', '% d')).toBe(true);
    expect(holds('abc', 'abd')).toBe(false);
  });

  it('finds one or two characters as whole words only, accents kept', () => {
    expect(holds('In Go, a goroutine', 'go')).toBe(true);
    expect(holds('goroutines and cargo', 'go')).toBe(false);
    expect(holds('Pointers in C (not C#)', 'c#')).toBe(true);
    expect(holds('Öz Kaya', 'öz')).toBe(true);
    expect(holds('Oz Kaya', 'öz')).toBe(false);
    expect(holds('a.b', '..')).toBe(false);
  });
});
