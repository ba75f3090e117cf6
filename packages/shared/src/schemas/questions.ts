import { z } from 'zod';
import { CLOSE_REASONS } from '../close-reasons.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { isCatalogueTag } from '../tags.js';
import {
  badgeCountsSchema,
  idSchema,
  isoDateSchema,
  pageQuerySchema,
  requiredText,
  singleLineText,
} from './common.js';
import { qaCommentsShownSchema } from './qa-comments.js';

/** An answer; `upVote`/`downVote` list its voters' ids, `votes` is its net count (issue 15). */
export const answerSchema = z.object({
  _id: z.string(),
  answerBody: z.string(),
  userAnswered: z.string(),
  userId: z.string(),
  /** The author's current reputation, shown beside their name (issue 16). */
  userReputation: z.number().int(),
  /** And their badge counts by class (issue 16). */
  userBadges: badgeCountsSchema,
  answerOn: isoDateSchema,
  upVote: z.array(z.string()),
  downVote: z.array(z.string()),
  votes: z.number().int(),
  /** When it was last edited, null when never (issue 15). */
  editedOn: isoDateSchema.nullable(),
  ...qaCommentsShownSchema,
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * A question as a list item (DECISIONS 23): every field of spec 3 except the answers
 * themselves. `noOfAnswers` is the true count; a list never carries an `answer` list that
 * could disagree with it. `upVote`/`downVote` list the voters' ids; `votes` is the net
 * count (up minus down) the server keeps. The id names the OpenAPI component.
 */
export const questionSummarySchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    questionTitle: z.string(),
    questionBody: z.string(),
    questionTags: z.array(z.string()),
    userPosted: z.string(),
    /** The asker's current reputation, shown beside their name (issue 16). */
    userReputation: z.number().int(),
    askedOn: isoDateSchema,
    upVote: z.array(z.string()),
    downVote: z.array(z.string()),
    votes: z.number().int(),
    noOfAnswers: z.number().int(),
    /** The answer the asker accepted, or null (issue 15). */
    acceptedAnswerId: z.string().nullable(),
    /** The latest activity: asked, last answered or edited (the Active tab's order). */
    activeOn: isoDateSchema,
    /** How many users saved the question (issue 15). */
    bookmarks: z.number().int(),
    /** Views: one per visitor per hour, written in batches (may lag a few seconds). */
    views: z.number().int(),
    /** When it was last edited, null when never (issue 15). */
    editedOn: isoDateSchema.nullable(),
    /** The original when closed as its duplicate (issue 16), null when open. */
    duplicateOf: z.string().nullable(),
  })
  .meta({
    id: 'QuestionSummary',
    description:
      'A question in a list: every field but its answers; `noOfAnswers` is the true count.',
  });
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/**
 * The whole question: the summary with its answers, the accepted one first, then the highest
 * net votes, then the oldest (`sortAnswers`; `answer` always holds `noOfAnswers` entries).
 * The question endpoint and every write that answers "the updated question" (asking,
 * answering, deleting an answer, voting, accepting) send this shape.
 */
export const questionSchema = questionSummarySchema
  .extend({
    /** The asker's badge counts by class, beside their name (issue 16). */
    userBadges: badgeCountsSchema,
    answer: z.array(answerSchema),
    ...qaCommentsShownSchema,
    /**
     * How it was closed (issues 16, 34): why, the original's id and title for a duplicate's
     * link (null otherwise), the closers' note, and when.
     */
    closed: z
      .object({
        reason: z.enum(CLOSE_REASONS),
        note: z.string().nullable(),
        duplicateOf: z.string().nullable(),
        duplicateTitle: z.string().nullable(),
        closedOn: isoDateSchema,
      })
      .nullable(),
    /** Issue 34: votes cast so far to close it (or, closed, to reopen it); absent when none. */
    closeVotes: z.number().int().optional(),
    /** The team it was asked in (issue 33), for its members; absent on public questions. */
    team: z.object({ slug: z.string(), name: z.string() }).optional(),
    /**
     * Issue 34: locked by a moderator (no answers, comments, votes or edits), with the
     * reason; absent when not locked.
     */
    locked: z.object({ reason: z.string(), lockedOn: isoDateSchema }).optional(),
    /** Issue 34: protected (answers need 10 reputation earned on the site); absent if not. */
    protected: z.literal(true).optional(),
  })
  .meta({
    id: 'Question',
    description: 'A question with all its answers: accepted first, then by votes, then oldest.',
  });
export type Question = z.infer<typeof questionSchema>;

/**
 * How any tag is spelled, the catalogue's and a team's own (issue 33): lower-case letters,
 * digits and `+ # . -`, starting with a letter or digit, at most 35 characters.
 */
const TAG_SPELLING = /^[a-z0-9][a-z0-9+#.-]{0,34}$/;

/**
 * Question tags as written: 1 to 5 names, lower-cased and deduplicated, each spelled as a tag.
 * Which names are allowed depends on where the question is: the catalogue for public ones
 * (`catalogueTagIssues`), any for a team's (its members make its tags).
 */
export const tagListSchema = z
  .array(z.string({ error: 'questionTags must be tag names' }).max(64, 'tag is too long'), {
    error: 'questionTags is required',
  })
  .max(LIMITS.questionTags.max * 4, MESSAGES.tagsHint)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))])
  .superRefine((tags, ctx) => {
    for (const tag of tags) {
      if (!TAG_SPELLING.test(tag))
        ctx.addIssue({ code: 'custom', message: `${MESSAGES.unknownTag}${tag}` });
    }
  })
  .refine((tags) => tags.length >= LIMITS.questionTags.min, 'questionTags needs at least one tag')
  .refine((tags) => tags.length <= LIMITS.questionTags.max, `questionTags: ${MESSAGES.tagsHint}`);

/** The first tag of `tags` outside the catalogue, or undefined: a public question's rule. */
export function unknownCatalogueTag(tags: readonly string[]): string | undefined {
  return tags.find((tag) => !isCatalogueTag(tag));
}

/** A team named in a request (issue 33): its URL name. */
export const teamRefSchema = z
  .string({ error: 'team must be a team URL name' })
  .trim()
  .toLowerCase()
  .max(64, 'team must be a team URL name')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'team must be a team URL name');

/**
 * Asking: in public with catalogue tags, or in the team `team` (its members only) with the
 * team's own tags, any names spelled as tags.
 */
export const askQuestionBodySchema = z
  .object({
    questionTitle: singleLineText('questionTitle', LIMITS.questionTitle.max),
    questionBody: requiredText('questionBody', LIMITS.questionBody.max),
    questionTags: tagListSchema,
    /** Ignored: the server uses the signed-in user's name. */
    userPosted: z.string().max(200).optional(),
    /** Must be the signed-in user's id when given (403 otherwise). */
    userId: idSchema.optional(),
    /** Ask in this team (issue 33): the question is its members' alone. */
    team: teamRefSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const unknown = body.team ? undefined : unknownCatalogueTag(body.questionTags);
    if (unknown)
      ctx.addIssue({
        code: 'custom',
        path: ['questionTags'],
        message: `${MESSAGES.unknownTag}${unknown}`,
      });
  });
export type AskQuestionBody = z.input<typeof askQuestionBodySchema>;

const voteValueSchema = z.enum(['upVote', 'downVote'], {
  error: "value must be 'upVote' or 'downVote'",
});

export const voteBodySchema = z.object({
  value: voteValueSchema,
  userId: idSchema.optional(),
});
export type VoteBody = z.infer<typeof voteBodySchema>;

/** A vote on the answer `answerId` (issue 15): the question vote's rules (DECISIONS 3). */
export const answerVoteBodySchema = z.object({ answerId: idSchema, value: voteValueSchema });
export type AnswerVoteBody = z.infer<typeof answerVoteBodySchema>;

/**
 * The question list's orders (issue 15): newest asked, latest activity (asked, answered or
 * edited), highest net votes (ties: newest asked).
 */
export const QUESTION_SORTS = ['newest', 'active', 'votes'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/**
 * The tabs of /Questions and the tag pages (`?tab=`), and the list query each one asks for.
 * Unanswered means no answers at all (docs/product-rules.md), newest first.
 */
export const QUESTION_TABS = {
  newest: { sort: 'newest' },
  active: { sort: 'active' },
  unanswered: { sort: 'newest', filter: 'unanswered' },
  votes: { sort: 'votes' },
} as const satisfies Record<string, { sort: QuestionSort; filter?: 'unanswered' }>;
export type QuestionTab = keyof typeof QUESTION_TABS;

export const questionListQuerySchema = pageQuerySchema
  .extend({
    tag: z
      .string()
      .trim()
      .toLowerCase()
      .max(64)
      .refine((tag) => TAG_SPELLING.test(tag), 'tag must be a catalogue tag')
      .optional(),
    sort: z
      .enum(QUESTION_SORTS, { error: `sort must be one of ${QUESTION_SORTS.join(', ')}` })
      .default('newest'),
    filter: z.enum(['unanswered'], { error: "filter must be 'unanswered'" }).optional(),
    /** One team's questions (issue 33; its members only, never cached). */
    team: teamRefSchema.optional(),
  })
  .refine((query) => query.filter === undefined || query.sort === 'newest', {
    message: 'filter=unanswered lists newest first: leave sort out or set it to newest',
    path: ['sort'],
  })
  .refine(
    (query) => query.team !== undefined || query.tag === undefined || isCatalogueTag(query.tag),
    {
      message: 'tag must be a catalogue tag',
      path: ['tag'],
    },
  );
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const postAnswerBodySchema = z.object({
  /** Ignored: the server counts answers itself (DECISIONS 2). */
  noOfAnswers: z.number().optional(),
  answerBody: requiredText('answerBody', LIMITS.questionBody.max, {
    empty: MESSAGES.enterAnswer,
  }),
  /** Ignored: the server uses the signed-in user's name. */
  userAnswered: z.string().max(200).optional(),
  userId: idSchema.optional(),
});
export type PostAnswerBody = z.input<typeof postAnswerBodySchema>;

/** Accept (or, for the accepted one, un-accept) the answer `answerId` (issue 15). */
export const acceptAnswerBodySchema = z.object({ answerId: idSchema });
export type AcceptAnswerBody = z.infer<typeof acceptAnswerBodySchema>;

export const deleteAnswerBodySchema = z.object({
  answerId: idSchema,
  /** Ignored (DECISIONS 2). */
  noOfAnswers: z.number().optional(),
});
export type DeleteAnswerBody = z.infer<typeof deleteAnswerBodySchema>;
