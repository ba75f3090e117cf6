import { describe, expect, it } from 'vitest';
import { bm25, bm25Idf } from './bm25.js';

const docs = (entries: Record<string, string[]>, weights = [4, 1]) =>
  new Map(
    Object.entries(entries).map(([id, texts]) => [
      id,
      texts.map((text, i) => ({ text, weight: weights[i] ?? 1 })),
    ]),
  );
const order = (scores: Map<string, number>) =>
  [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);

describe('bm25', () => {
  it('ranks more occurrences first, saturating, case aside', () => {
    const scores = bm25(
      docs({ once: ['x', 'Undo it'], thrice: ['x', 'undo UNDO undo'], none: ['x', 'redo'] }),
      [{ word: 'undo', idf: 1 }],
    );
    expect(order(scores)).toEqual(['thrice', 'once', 'none']);
    expect(scores.get('none')).toBe(0);
    expect(scores.get('thrice')! / scores.get('once')!).toBeLessThan(3);
  });

  it('weighs fields: a title match counts more than one in the body', () => {
    const scores = bm25(docs({ title: ['undo', 'text here'], body: ['text', 'undo here'] }), [
      { word: 'undo', idf: 1 },
    ]);
    expect(order(scores)).toEqual(['title', 'body']);
  });

  it('prefers the shorter text for the same occurrences', () => {
    const scores = bm25(docs({ short: ['', 'undo'], long: ['', `undo ${'filler '.repeat(40)}`] }), [
      { word: 'undo', idf: 1 },
    ]);
    expect(order(scores)).toEqual(['short', 'long']);
  });

  it('lets a rare term outweigh a common one', () => {
    const rare = bm25Idf(10, 10_000);
    const common = bm25Idf(5_000, 10_000);
    expect(rare).toBeGreaterThan(common);
    expect(common).toBeGreaterThan(0);
    const scores = bm25(docs({ a: ['', 'slow slow'], b: ['', 'promise'] }), [
      { word: 'slow', idf: common },
      { word: 'promise', idf: rare },
    ]);
    expect(order(scores)).toEqual(['b', 'a']);
  });

  it('counts a tag the term names in a tags field, and nothing else there', () => {
    const tagged = (tags: string) =>
      new Map([
        [
          'q',
          [
            { text: 'x', weight: 1 },
            { text: tags, weight: 2, tags: true },
          ],
        ],
      ]);
    const js = { word: 'js', tag: 'javascript', idf: 1 };
    expect(bm25(tagged('["javascript"]'), [js]).get('q')).toBeGreaterThan(0);
    // "java" is in "javascript" as letters, not as a tag: search does not match it there.
    expect(bm25(tagged('["javascript"]'), [{ word: 'java', tag: 'java', idf: 1 }]).get('q')).toBe(
      0,
    );
    expect(bm25(tagged('["java","git"]'), [{ word: 'git', idf: 1 }]).get('q')).toBe(0);
  });
});
