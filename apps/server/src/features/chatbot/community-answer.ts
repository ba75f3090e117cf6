import { findTag, isStopWord, MESSAGES, paths } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { pageUrl } from '../../lib/site-url.js';
import { answersOf, questionsByIds } from '../questions/index.js';
import { searchQuestionIds } from '../search/search.service.js';

/** The query's meaningful words (tag names such as c++ or node.js kept whole), at most 6. */
export function keywords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}+#._-]+/gu) ?? [];
  const cleaned = words.map((word) => word.replace(/^[._-]+|[._-]+$/g, '')).filter(Boolean);
  const useful = cleaned.filter((word) => findTag(word) || (word.length >= 3 && !isStopWord(word)));
  return [...new Set(useful)].slice(0, 6);
}

export interface CommunityContext {
  /** Matching questions, best first, each with its URL and an excerpt of an answer if any. */
  questions: { title: string; url: string; votes: number; answer: string | undefined }[];
}

const excerpt = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Finds the community's questions about the query: each keyword is searched through the
 * search indexes, questions are ranked by how many keywords they match, then by votes.
 */
export async function communityContext(deps: AppDeps, query: string): Promise<CommunityContext> {
  const words = keywords(query);
  const hits = new Map<string, number>();
  for (const word of words) {
    for (const id of await searchQuestionIds(deps, word, 20)) hits.set(id, (hits.get(id) ?? 0) + 1);
  }
  const candidates = [...hits].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const rows = await questionsByIds(
    deps,
    candidates.map(([id]) => id),
  );
  const ranked = rows
    .map((row) => ({ row, score: hits.get(row.id) ?? 0, votes: row.upVotes - row.downVotes }))
    .sort((a, b) => b.score - a.score || b.votes - a.votes)
    .slice(0, 3);
  const questions = [];
  for (const { row, votes } of ranked) {
    // The accepted answer when there is one, else the best voted (then the oldest).
    const answers = row.answerCount > 0 ? await answersOf(deps, row) : [];
    const best = answers[0];
    questions.push({
      title: row.title,
      url: pageUrl(deps.config, paths.question.getHref(row.id)),
      votes,
      answer: best ? excerpt(best.body, 500) : undefined,
    });
  }
  return { questions };
}

/**
 * The line that ends a reply when the community had nothing (issue 32): the ask page's link,
 * after which the chat window offers to draft the conversation as a question.
 */
export const askTheCommunity = (deps: AppDeps) =>
  `${MESSAGES.chatAskCommunity}${pageUrl(deps.config, paths.askQuestion.getHref())}`;

/** The default bot: the best community answer as an excerpt, and links to the questions. */
export function replyFromCommunity(deps: AppDeps, context: CommunityContext): string {
  const [top, ...others] = context.questions;
  if (!top) {
    return `${MESSAGES.chatNothingFound} ${askTheCommunity(deps)}`;
  }
  const withAnswer = context.questions.find((question) => question.answer);
  const lines = withAnswer
    ? [
        `Here is what the community answered to "${withAnswer.title}":`,
        '',
        withAnswer.answer as string,
        '',
        `Read more: ${withAnswer.url}`,
      ]
    : [`The community asked about this in "${top.title}", without an answer yet: ${top.url}`];
  const related = others
    .concat(withAnswer && withAnswer !== top ? [top] : [])
    .filter((q) => q !== withAnswer);
  if (related.length > 0) {
    lines.push(
      '',
      'Related questions:',
      ...related.map((question) => `- ${question.title}: ${question.url}`),
    );
  }
  return lines.join('\n');
}
