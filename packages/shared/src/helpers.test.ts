import { describe, expect, it } from 'vitest';
import { defaultMediaAlt, mediaAlts, sortAnswers, type AnswerSort } from './helpers.js';

describe('sortAnswers', () => {
  // Posted in order a (oldest) … d (newest); c is accepted.
  const answers = [
    { id: 'a', votes: 2, at: 1 },
    { id: 'b', votes: 5, at: 2 },
    { id: 'c', votes: -1, at: 3 },
    { id: 'd', votes: 2, at: 4 },
  ];
  const ids = (sort: AnswerSort, accepted: string | null = 'c') =>
    sortAnswers(answers, sort, (answer) => ({ ...answer, accepted: answer.id === accepted })).map(
      (answer) => answer.id,
    );

  it('by score: the accepted answer first, then the highest net votes, ties oldest first', () => {
    expect(ids('score')).toEqual(['c', 'b', 'a', 'd']);
    expect(ids('score', null)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('newest and oldest keep the accepted answer first, then go by time alone', () => {
    expect(ids('newest')).toEqual(['c', 'd', 'b', 'a']);
    expect(ids('oldest')).toEqual(['c', 'a', 'b', 'd']);
    expect(ids('oldest', null)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('breaks a tie in time by id, and leaves its input alone', () => {
    const same = [
      { id: 'y', votes: 0, at: 1 },
      { id: 'x', votes: 0, at: 1 },
    ];
    const key = (answer: (typeof same)[number]) => ({ ...answer, accepted: false });
    expect(sortAnswers(same, 'oldest', key).map((answer) => answer.id)).toEqual(['x', 'y']);
    expect(sortAnswers(same, 'newest', key).map((answer) => answer.id)).toEqual(['y', 'x']);
    expect(same.map((answer) => answer.id)).toEqual(['y', 'x']);
  });
});

describe('alt texts of post media', () => {
  it('defaults to what the entry is, its place and the post', () => {
    expect(defaultMediaAlt('Trip', 0, 1, '/media/a.png')).toBe('Image from the post "Trip"');
    expect(defaultMediaAlt(' Trip ', 1, 3, '/media/b.MP4')).toBe(
      'Video 2 of 3 from the post "Trip"',
    );
    expect(defaultMediaAlt('  ', 2, 3)).toBe('Image 3 of 3 from this post');
  });

  it("keeps the author's alt texts, one per URL, and fills blank or missing ones", () => {
    expect(mediaAlts('Trip', ['/a.png', '/b.webm', '/c.gif'], [' A beach ', ' '])).toEqual([
      'A beach',
      'Video 2 of 3 from the post "Trip"',
      'Image 3 of 3 from the post "Trip"',
    ]);
    expect(mediaAlts('Trip', [], ['extra'])).toEqual([]);
  });
});
