import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './Highlight';

function marked(text: string, query: string, substring = false) {
  const { container } = render(
    <p>
      <Highlight text={text} query={query} substring={substring} />
    </p>,
  );
  const paragraph = container.querySelector('p')!;
  return {
    html: paragraph.innerHTML,
    marks: Array.from(paragraph.querySelectorAll('mark'), (mark) => mark.textContent),
    text: paragraph.textContent,
  };
}

describe('Highlight', () => {
  it('marks every case-insensitive occurrence and keeps the original casing', () => {
    const result = marked('Git rebase vs git merge: GIT basics', 'git');
    expect(result.marks).toEqual(['Git', 'git', 'GIT']);
    expect(result.text).toBe('Git rebase vs git merge: GIT basics');
  });

  it.each([
    ['c++', 'Is c++ faster than C?', ['c++']],
    ['C++', 'Templates in c++ and C++20', ['c++', 'C++']],
    ['a.b', 'a.b is not axb', ['a.b']],
    ['(x+', 'f(x+1) and (x+ 1)', ['(x+', '(x+']],
    ['[a-z]*', 'regex [a-z]* matches a', ['[a-z]*']],
    ['$^|\\', 'odd $^|\\ chars', ['$^|\\']],
  ])('matches %j literally', (query, text, expected) => {
    expect(marked(text, query).marks).toEqual(expected);
  });

  it('does not treat a.b as a pattern', () => {
    expect(marked('axb', 'a.b').marks).toEqual([]);
  });

  it('renders markup in the text or the query as text, never as HTML', () => {
    const result = marked('<img src=x onerror=alert(1)> <b>bold</b>', '<b>');
    expect(result.marks).toEqual(['<b>']);
    expect(result.html).not.toContain('<img');
    expect(result.html).toContain('&lt;img');
    expect(result.html).toContain('<mark>&lt;b&gt;</mark>');
  });

  it('leaves the text alone for a blank query or no match', () => {
    expect(marked('Hello', '  ').html).toBe('Hello');
    expect(marked('Hello', '#!').html).toBe('Hello');
    expect(marked('Hello', 'xyz').html).toBe('Hello');
  });

  it('trims the query as the server does', () => {
    expect(marked('use docker compose', ' docker ').marks).toEqual(['docker']);
  });

  // DECISIONS 20: a one- or two-character query matched whole words on the server, so only
  // whole words are marked; longer queries (and tags, searched by substring) mark anywhere.
  it.each([
    ['go', 'Go channels vs goroutines in go', ['Go', 'go']],
    ['c', 'c# or C, not objective-c', ['c', 'C', 'c']],
    ['öz', 'ÖZ and öz but not özge', ['ÖZ', 'öz']],
    ['ai', 'Said the AI', ['AI']],
    ['(x', 'f(x) and (x + 1) but not xy', ['x', 'x']],
    ['c#', 'c# and C but not cc', ['c', 'C']],
  ])('marks %j only as a whole word', (query, text, expected) => {
    expect(marked(text, query).marks).toEqual(expected);
  });

  it('marks a short query inside a word when told the match is a substring (tags)', () => {
    expect(marked('django', 'go', true).marks).toEqual(['go']);
  });
});
