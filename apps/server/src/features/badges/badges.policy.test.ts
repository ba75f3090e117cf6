import { describe, expect, it } from 'vitest';
import { BADGE_THRESHOLDS as T } from '@stackhive/shared';
import {
  acceptBadges,
  badgesEarnedBy,
  commentBadges,
  profileBadges,
  scoreBadges,
  viewBadges,
  voteBadges,
  type Earned,
} from './badges.policy.js';

const names = (earned: Earned[]) => earned.map((e) => e.badge).sort();
const question = { id: 'q', ownerId: 'o', onAnswer: false };
const answer = { id: 'a', ownerId: 'o', onAnswer: true, acceptedByOther: true };

describe('the badge policy at each threshold edge', () => {
  it.each([
    ['student', question, T.student],
    ['nice_question', question, T.nice_question],
    ['good_question', question, T.good_question],
    ['great_question', question, T.great_question],
    ['teacher', answer, T.teacher],
    ['nice_answer', answer, T.nice_answer],
    ['good_answer', answer, T.good_answer],
    ['great_answer', answer, T.great_answer],
  ] as const)('%s: a score crossing %i upwards, and not one short of it', (badge, post, t) => {
    expect(names(scoreBadges(post, t - 1, t))).toContain(badge);
    expect(names(scoreBadges(post, t - 2, t - 1))).not.toContain(badge);
    expect(names(scoreBadges(post, t, t + 1))).not.toContain(badge);
    expect(scoreBadges(post, t, t - 1)).toEqual([]);
  });

  it('a per-post badge names its post, a once-per-user badge none', () => {
    const earned = scoreBadges(question, T.nice_question - 1, T.nice_question);
    expect(earned).toEqual([{ userId: 'o', badge: 'nice_question', postId: 'q' }]);
    expect(scoreBadges(question, 0, 1)).toEqual([{ userId: 'o', badge: 'student', postId: '' }]);
  });

  it('enlightened: an answer accepted by someone else reaching the threshold', () => {
    const t = T.enlightened;
    expect(names(scoreBadges(answer, t - 1, t))).toContain('enlightened');
    expect(names(scoreBadges({ ...answer, acceptedByOther: false }, t - 1, t))).not.toContain(
      'enlightened',
    );
    const accept = { askerId: 'k', authorId: 'o', answerId: 'a' };
    expect(names(acceptBadges({ ...accept, score: t }))).toEqual(['enlightened', 'scholar']);
    expect(names(acceptBadges({ ...accept, score: t - 1 }))).toEqual(['scholar']);
    expect(names(acceptBadges({ ...accept, authorId: 'k', score: t }))).toEqual(['scholar']);
  });

  it('votes, comments, the profile and views', () => {
    expect(names(voteBadges('v', 1))).toEqual(['supporter']);
    expect(names(voteBadges('v', -1))).toEqual(['critic']);
    expect(voteBadges('v', 0)).toEqual([]);
    expect(names(commentBadges('u', T.commentator))).toEqual(['commentator']);
    expect(commentBadges('u', T.commentator - 1)).toEqual([]);
    expect(names(profileBadges('u', 'x'))).toEqual(['autobiographer']);
    expect(profileBadges('u', '')).toEqual([]);
    const q = { id: 'q', ownerId: 'o' };
    const t = T.popular_question;
    expect(viewBadges(q, t - 1, t)).toEqual([
      { userId: 'o', badge: 'popular_question', postId: 'q' },
    ]);
    expect(viewBadges(q, t - 5, t - 1)).toEqual([]);
    expect(viewBadges(q, t, t + 5)).toEqual([]);
  });

  it('the stored facts earn what the events that made them earned', () => {
    const earned = badgesEarnedBy({
      userId: 'u',
      about: 'hi',
      questions: [{ id: 'q', score: T.good_question, views: T.popular_question, accepted: true }],
      answers: [{ id: 'a', score: T.enlightened, acceptedByOther: true }],
      upvoted: true,
      downvoted: false,
      edited: true,
      comments: T.commentator,
      posted: true,
    });
    expect(names(earned)).toEqual(
      [
        'autobiographer',
        'commentator',
        'editor',
        'enlightened',
        'good_question',
        'nice_answer',
        'nice_question',
        'popular_question',
        'scholar',
        'storyteller',
        'student',
        'supporter',
        'teacher',
      ].sort(),
    );
  });
});
