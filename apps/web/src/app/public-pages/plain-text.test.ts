import { describe, expect, it } from 'vitest';
import { markdownToPlainText, summarize } from './plain-text';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    const markdown = [
      '# Why does `map` skip holes?',
      '',
      'I call **map** on an [array](https://example.com) with ![a hole](/media/x.png):',
      '',
      '```js',
      'const a = [1, , 3];',
      '```',
      '',
      '- first <b>item</b>',
      '> quoted _text_',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      'Why does map skip holes? I call map on an array with a hole: first item quoted text',
    );
  });
});

describe('summarize', () => {
  it('leaves short text alone', () => {
    expect(summarize('One sentence.')).toBe('One sentence.');
  });

  it('keeps whole sentences that fit', () => {
    const text = `${'a'.repeat(70)}. ${'b'.repeat(70)}. ${'c'.repeat(70)}.`;
    expect(summarize(text)).toBe(`${'a'.repeat(70)}. ${'b'.repeat(70)}.`);
  });

  it('cuts a long sentence at a word, with an ellipsis', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const summary = summarize(text, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('…')).toBe(true);
    expect(text.startsWith(summary.slice(0, -1))).toBe(true);
  });
});
