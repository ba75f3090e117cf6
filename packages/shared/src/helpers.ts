import { LIMITS } from './limits.js';

/** Small pure helpers shared by server and web. */

/** The email mask of spec 2 and 9: first letter, stars for the rest of the local part, the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  return `${local[0]}${'*'.repeat(local.length - 1)}${email.slice(at)}`;
}

/** Net votes: upvotes minus downvotes (spec 3). */
export function netVotes(question: {
  upVote: readonly unknown[];
  downVote: readonly unknown[];
}): number {
  return question.upVote.length - question.downVote.length;
}

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv', 'webm'] as const;

/** A media URL is a video when its file name ends in a video extension (spec 2, 9). */
export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return (VIDEO_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * The alt text of a post's media entry whose author gave none (WCAG 1.1.1): what it is and
 * where it sits in the post, rather than nothing or a file name. Server and web share it, so
 * the form's placeholder is the text the post will carry.
 */
export function defaultMediaAlt(postTitle: string, index: number, count: number, url = ''): string {
  const kind = isVideoUrl(url) ? 'Video' : 'Image';
  const place = count > 1 ? `${kind} ${index + 1} of ${count}` : kind;
  const title = postTitle.trim();
  return title ? `${place} from the post "${title}"` : `${place} from this post`;
}

/** One alt text per media URL, in order: the author's where given (not blank), else the default. */
export function mediaAlts(
  postTitle: string,
  urls: readonly string[],
  given: readonly string[] = [],
): string[] {
  return urls.map(
    (url, index) => given[index]?.trim() || defaultMediaAlt(postTitle, index, urls.length, url),
  );
}

/** The avatar letter: the upper-cased first letter of the name, or 'S' when there is none. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'S';
}

/**
 * A search query too short for a trigram ("go", "c", "ai", "öz"): it matches rows holding it
 * as a whole word (a run of letters and digits, case folded), not as a substring. Tags are
 * the exception: the catalogue is searched in memory, by substring at any length.
 */
export function isWordQuery(q: string): boolean {
  return [...q].length < LIMITS.searchQuery.substringMin;
}

/**
 * The orders of a question's answers (issue 15), as the page's sort control and its
 * `?answers=` parameter name them; `score` is the default and the API's order.
 */
export const ANSWER_SORTS = ['score', 'newest', 'oldest'] as const;
export type AnswerSort = (typeof ANSWER_SORTS)[number];

/** What an answer is sorted by: whether it is the accepted one, its net votes, its time. */
export interface AnswerSortKey {
  accepted: boolean;
  votes: number;
  /** When it was posted, in milliseconds. */
  at: number;
  id: string;
}

/**
 * A question's answers in the order `sort`: the accepted answer always first (the page shows
 * it first whatever the order), then the highest net votes (ties: oldest first), the newest,
 * or the oldest. One rule for the server's order and the page's control; `key` reads the
 * sort key from either side's shape.
 */
export function sortAnswers<Answer>(
  answers: readonly Answer[],
  sort: AnswerSort,
  key: (answer: Answer) => AnswerSortKey,
): Answer[] {
  const keyed = answers.map((answer) => ({ answer, key: key(answer) }));
  const byTime = (a: AnswerSortKey, b: AnswerSortKey) => a.at - b.at || (a.id < b.id ? -1 : 1);
  keyed.sort(
    ({ key: a }, { key: b }) =>
      Number(b.accepted) - Number(a.accepted) ||
      (sort === 'score' ? b.votes - a.votes || byTime(a, b) : 0) ||
      (sort === 'newest' ? byTime(b, a) : byTime(a, b)),
  );
  return keyed.map(({ answer }) => answer);
}
