import { BADGE_THRESHOLDS as T, type BadgeId } from '@stackhive/shared';

/**
 * The badge rules (issue 16), once (issue 29): which badges a fact earns. Pure: a service
 * reads the facts its change touches, asks these functions in its transaction and awards
 * their answer (badges.awards.ts, `on conflict do nothing`, so an award held stays one);
 * the repair and the property test ask the same functions over the stored facts. The
 * numbers come from packages/shared BADGE_THRESHOLDS.
 */

/** One award: a once-per-user badge (`postId` '') or a per-post one. */
export interface Earned {
  userId: string;
  badge: BadgeId;
  postId: string;
}

const once = (userId: string, badge: BadgeId): Earned => ({ userId, badge, postId: '' });

/** A question or an answer as the score rules see it. */
export interface ScoredPost {
  id: string;
  ownerId: string;
  onAnswer: boolean;
  /** An answer accepted by an asker other than its author (Enlightened). */
  acceptedByOther?: boolean;
}

const QUESTION_SCORE: readonly BadgeId[] = ['nice_question', 'good_question', 'great_question'];
const ANSWER_SCORE: readonly BadgeId[] = ['nice_answer', 'good_answer', 'great_answer'];
const reached = (badge: keyof typeof T, value: number) => value >= T[badge];

/** What a post at `score` earns its owner: Student or Teacher, Nice/Good/Great, Enlightened. */
export function scoreBadgesAt(post: ScoredPost, score: number): Earned[] {
  const earned: Earned[] = [];
  const first = post.onAnswer ? 'teacher' : 'student';
  if (reached(first, score)) earned.push(once(post.ownerId, first));
  for (const badge of post.onAnswer ? ANSWER_SCORE : QUESTION_SCORE)
    if (reached(badge as keyof typeof T, score))
      earned.push({ userId: post.ownerId, badge, postId: post.id });
  if (post.onAnswer && post.acceptedByOther && reached('enlightened', score))
    earned.push(once(post.ownerId, 'enlightened'));
  return earned;
}

/** An award's key: `user badge post` (post '' for a once-per-user badge). */
export const awardKey = (e: Earned) => `${e.userId} ${e.badge} ${e.postId}`;
const key = awardKey;

/** What a rise from `before` to `after` newly earns: a threshold crossed upwards. */
function crossing(before: Earned[], after: Earned[]): Earned[] {
  const held = new Set(before.map(key));
  return after.filter((e) => !held.has(key(e)));
}

/** A post's score moved from `oldScore` to `newScore` (a vote): the thresholds crossed upwards. */
export function scoreBadges(post: ScoredPost, oldScore: number, newScore: number): Earned[] {
  if (newScore <= oldScore) return [];
  return crossing(scoreBadgesAt(post, oldScore), scoreBadgesAt(post, newScore));
}

/** A vote cast or moved to `value` (1 or -1; 0 removed): a first upvote or downvote. */
export function voteBadges(voterId: string, value: number): Earned[] {
  if (value > 0) return [once(voterId, 'supporter')];
  if (value < 0) return [once(voterId, 'critic')];
  return [];
}

/**
 * An answer accepted (not a mark cleared): the asker is a Scholar; the answer's author, when
 * someone else and the answer's score has reached the threshold, Enlightened.
 */
export function acceptBadges(accept: {
  askerId: string;
  authorId: string;
  answerId: string;
  score: number;
}): Earned[] {
  const earned = [once(accept.askerId, 'scholar')];
  if (accept.authorId !== accept.askerId && reached('enlightened', accept.score))
    earned.push(once(accept.authorId, 'enlightened'));
  return earned;
}

/** An edit of a question or an answer (applied, or a suggestion approved): its editor. */
export const editBadges = (editorId: string): Earned[] => [once(editorId, 'editor')];

/** A comment on a question or an answer, `comments` being its author's count with it. */
export const commentBadges = (userId: string, comments: number): Earned[] =>
  reached('commentator', comments) ? [once(userId, 'commentator')] : [];

/** A profile's About after an update. */
export const profileBadges = (userId: string, about: string): Earned[] =>
  about !== '' ? [once(userId, 'autobiographer')] : [];

/** A post shared in the community feed. */
export const postBadges = (userId: string): Earned[] => [once(userId, 'storyteller')];

/** A question's views at `views`: Popular Question. */
export const viewBadgesAt = (question: { id: string; ownerId: string }, views: number): Earned[] =>
  reached('popular_question', views)
    ? [{ userId: question.ownerId, badge: 'popular_question', postId: question.id }]
    : [];

/** A batch of views moved a question's count from `before` to `after`. */
export const viewBadges = (
  question: { id: string; ownerId: string },
  before: number,
  after: number,
): Earned[] => crossing(viewBadgesAt(question, before), viewBadgesAt(question, after));

/** What a user's stored facts earn them, the rules above asked over each (repair, tests). */
export interface UserFacts {
  userId: string;
  about: string;
  questions: { id: string; score: number; views: number; accepted: boolean }[];
  answers: { id: string; score: number; acceptedByOther: boolean }[];
  upvoted: boolean;
  downvoted: boolean;
  edited: boolean;
  comments: number;
  posted: boolean;
}

export function badgesEarnedBy(facts: UserFacts): Earned[] {
  const { userId } = facts;
  const earned: Earned[] = [];
  for (const q of facts.questions) {
    earned.push(...scoreBadgesAt({ id: q.id, ownerId: userId, onAnswer: false }, q.score));
    earned.push(...viewBadgesAt({ id: q.id, ownerId: userId }, q.views));
  }
  if (facts.questions.some((q) => q.accepted)) earned.push(once(userId, 'scholar'));
  for (const { id, score, acceptedByOther } of facts.answers)
    earned.push(...scoreBadgesAt({ id, ownerId: userId, onAnswer: true, acceptedByOther }, score));
  if (facts.upvoted) earned.push(...voteBadges(userId, 1));
  if (facts.downvoted) earned.push(...voteBadges(userId, -1));
  if (facts.edited) earned.push(...editBadges(userId));
  earned.push(...commentBadges(userId, facts.comments), ...profileBadges(userId, facts.about));
  if (facts.posted) earned.push(...postBadges(userId));
  return uniqueAwards(earned);
}

/** `awards` without repeats, in order. */
export function uniqueAwards(awards: readonly Earned[]): Earned[] {
  const seen = new Map<string, Earned>();
  for (const award of awards) if (!seen.has(key(award))) seen.set(key(award), award);
  return [...seen.values()];
}
