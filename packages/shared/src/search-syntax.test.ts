import { describe, expect, it } from 'vitest';
import { suggestTags } from './tags.js';
import {
  isOnlyWords,
  narrowsToQuestions,
  parseSearch,
  type ParsedSearch,
} from './search-syntax.js';

const parsed = (q: string): ParsedSearch => {
  const result = parseSearch(q);
  if (!result.ok) throw new Error(`expected ${q} to parse: ${result.error}`);
  return result.search;
};
const errorOf = (q: string): string => {
  const result = parseSearch(q);
  if (result.ok) throw new Error(`expected ${q} to be refused`);
  return result.error;
};
const words = (...texts: string[]) => texts.map((text) => ({ text, phrase: false }));

describe('parseSearch', () => {
  it('reads words, quoted phrases and exclusions', () => {
    expect(parsed('undo  commit')).toMatchObject({ terms: words('undo', 'commit'), excluded: [] });
    expect(parsed('"event loop" node -jquery -"old api"')).toMatchObject({
      terms: [
        { text: 'event loop', phrase: true },
        { text: 'node', phrase: false },
      ],
      excluded: [
        { text: 'jquery', phrase: false },
        { text: 'old api', phrase: true },
      ],
    });
    // An unclosed quote runs to the end; empty quotes are nothing.
    expect(parsed('"event loop').terms).toEqual([{ text: 'event loop', phrase: true }]);
    expect(parsed('"" x').terms).toEqual(words('x'));
  });

  it('reads a query with nothing to look for as the text it is, never as "everything but"', () => {
    for (const q of ['""', '-jquery', '-"a b" -c', ' " ']) {
      expect(parsed(q)).toEqual({
        terms: [{ text: q.trim(), phrase: true }],
        excluded: [],
        tags: [],
        questionsOnly: false,
      });
    }
  });

  it('keeps what only looks like syntax as words', () => {
    expect(parsed('std::vector c# http://x.org -1 - --flag a-b').terms).toEqual(
      words('std::vector', 'c#', 'http://x.org', '-1', '--flag', 'a-b'),
    );
    expect(parsed('foo:bar').terms).toEqual(words('foo:bar'));
    // Brackets inside a token are not a tag: a markdown link is searched as written.
    expect(parsed('[x](javascript:alert(1)) [a]b').terms).toEqual(
      words('[x](javascript:alert(1))', '[a]b'),
    );
    expect(parsed('[x](javascript:alert(1))').tags).toEqual([]);
    // Punctuation too short for a substring holds no word: it asks for nothing.
    expect(parsed('const a = "x" ->').terms).toEqual([
      ...words('const', 'a'),
      { text: 'x', phrase: true },
    ]);
  });

  it('reads tags, lower-cased and each once, and an operator alone is a search', () => {
    const search = parsed('[Python] [pandas] [python] [c++]');
    expect(search.tags).toEqual(['python', 'pandas', 'c++']);
    // Another name of a catalogue tag is the tag.
    expect(parsed('[JS] [react] [javascript]').tags).toEqual(['javascript', 'reactjs']);
    expect(search.terms).toEqual([]);
    expect(narrowsToQuestions(search)).toBe(true);
  });

  it('reads every operator', () => {
    expect(parsed('user:me').user).toBe('me');
    expect(parsed('user:0190abc-DEF_1').user).toBe('0190abc-DEF_1');
    expect(parsed('score:3').score).toEqual({ min: 3 });
    expect(parsed('score:-2..5').score).toEqual({ min: -2, max: 5 });
    expect(parsed('score:..5').score).toEqual({ max: 5 });
    expect(parsed('score:2..').score).toEqual({ min: 2 });
    expect(parsed('answers:0').answers).toEqual({ min: 0, max: 0 });
    expect(parsed('answers:2').answers).toEqual({ min: 2 });
    expect(parsed('views:100').views).toEqual({ min: 100 });
    expect(parsed('hasaccepted:yes closed:no duplicate:YES')).toMatchObject({
      hasAccepted: true,
      closed: false,
      duplicate: true,
    });
    expect(parsed('is:question').questionsOnly).toBe(true);
    expect(parsed('is:answer')).toMatchObject({ answersOnly: true, questionsOnly: false });
    expect(parsed('isaccepted:no')).toMatchObject({ answersOnly: true, isAccepted: false });
    expect(narrowsToQuestions(parsed('is:answer'))).toBe(true);
    expect(isOnlyWords(parsed('is:answer undo'))).toBe(false);
    expect(parseSearch('is:answer is:question')).toMatchObject({ ok: false });
    expect(parseSearch('isaccepted:yes is:question')).toMatchObject({ ok: false });
    expect(parsed('Score:3').score).toEqual({ min: 3 });
  });

  it('reads created as days, months or years, the end of a range taking its whole period', () => {
    expect(parsed('created:2026').created).toEqual({ from: '2026-01-01', until: '2027-01-01' });
    expect(parsed('created:2026-02').created).toEqual({ from: '2026-02-01', until: '2026-03-01' });
    expect(parsed('created:2026-12-31').created).toEqual({
      from: '2026-12-31',
      until: '2027-01-01',
    });
    expect(parsed('created:2026-01..2026-06').created).toEqual({
      from: '2026-01-01',
      until: '2026-07-01',
    });
    expect(parsed('created:..2025').created).toEqual({ until: '2026-01-01' });
    expect(parsed('created:2025-03..').created).toEqual({ from: '2025-03-01' });
  });

  it('refuses an operator it cannot read, naming it', () => {
    expect(errorOf('x score:abc')).toBe(
      '"score:abc" is not a valid search operator: score takes a whole number or a range such as 2..10',
    );
    expect(errorOf('score:5..2')).toMatch(/^"score:5\.\.2" is not a valid/);
    expect(errorOf('score:..')).toMatch(/^"score:\.\." is not a valid/);
    expect(errorOf('answers:-1')).toMatch(/answers takes a whole number \(0 or more\)/);
    expect(errorOf('views:')).toMatch(/^"views:" is not a valid/);
    expect(errorOf('hasaccepted:maybe')).toMatch(/hasaccepted takes yes or no/);
    expect(errorOf('is:comment')).toMatch(/is takes question or answer/);
    expect(errorOf('user:a b'.split(' ')[0] + '!')).toMatch(/user takes a user's id, or me/);
    expect(errorOf('created:2026-13')).toMatch(/created takes a date/);
    expect(errorOf('created:2026-02-30')).toMatch(/created takes a date/);
    expect(errorOf('created:9999')).toMatch(/created takes a date/);
    expect(errorOf('created:0050..2026')).toMatch(/created takes a date/);
    expect(errorOf('created:2026-06..2026-01')).toMatch(/start is before its end/);
  });

  it('tells a query of words alone from one with syntax', () => {
    expect(isOnlyWords(parsed('go is'))).toBe(true);
    expect(isOnlyWords(parsed('"go is"'))).toBe(false);
    expect(isOnlyWords(parsed('go -is'))).toBe(false);
    expect(isOnlyWords(parsed('go score:1'))).toBe(false);
    expect(isOnlyWords(parsed('score:1'))).toBe(false);
    expect(narrowsToQuestions(parsed('go user:me created:2026'))).toBe(false);
  });
});

describe('suggestTags', () => {
  it('offers a tag for another name of it, after the names that start so, each once', () => {
    expect(suggestTags('js').map((tag) => tag.TagName)).toEqual(['javascript']);
    expect(suggestTags('re').map((tag) => tag.TagName)).toEqual(['reactjs', 'rest-api', 'redux']);
    expect(suggestTags('js', ['javascript'])).toEqual([]);
  });
});
