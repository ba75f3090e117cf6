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
      'Why does map skip holes? I call map on an array with a hole: const a = [1, , 3]; first item quoted text',
    );
  });

  it('keeps code as written: operators, every line, markup-like characters', () => {
    const markdown = [
      'Compare with `Math.abs(a - b) < Number.EPSILON * Math.max(1, a)` and 2 * 3 * 4.',
      '',
      '```js',
      '// a * b is not emphasis',
      '- this line is not a list item',
      '# nor a heading',
      'const x_y = a * b;',
      '```',
      '',
      '    indented * code',
      '    > second line',
      '',
      'Use my_snake_case and *really* __mean__ it.',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      'Compare with Math.abs(a - b) < Number.EPSILON * Math.max(1, a) and 2 * 3 * 4. ' +
        '// a * b is not emphasis - this line is not a list item # nor a heading const x_y = a * b; ' +
        'indented * code > second line Use my_snake_case and really mean it.',
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
