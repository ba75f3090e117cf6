import { describe, expect, it } from 'vitest';
import { excerptAround } from './answer-hits.js';

describe('excerptAround', () => {
  it('shows markdown as plain text, whole when it is short', () => {
    expect(
      excerptAround('Use **groupby** with `agg` and [the docs](https://x.y/z).', [], 240),
    ).toBe('Use groupby with agg and the docs.');
    expect(excerptAround('# Heading\n> quoted HEAD~1 snake_case', [], 240)).toBe(
      'Heading quoted HEAD~1 snake_case',
    );
  });

  it('starts a little before the first match of a long answer, marking what it leaves out', () => {
    const body = `${'lorem ipsum '.repeat(100)}the needle is here ${'dolor sit '.repeat(100)}`;
    const excerpt = excerptAround(body, ['NEEDLE'], 60);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('the needle is here');
    expect(excerpt.length).toBeLessThanOrEqual(60);
  });

  it('reads a body of nothing but markdown marks as what it is', () => {
    // Each read as markdown only around the match (a window of six times the excerpt): an
    // unbounded link pattern over the whole of such a body took 1.5 s (issue 32's review).
    for (const body of ['['.repeat(30_000), '[]('.repeat(10_000), '>'.repeat(30_000)]) {
      const excerpt = excerptAround(body, ['x'], 240);
      expect(excerpt.length).toBeLessThanOrEqual(240);
      expect(excerpt.endsWith('…')).toBe(true);
    }
  });
});
