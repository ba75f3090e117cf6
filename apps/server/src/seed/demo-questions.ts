import { z } from 'zod';
// The content is data, kept as JSON so it reads and diffs as text rather than as 1,000 lines
// of code. Imported rather than read from disk so `tsc -b` copies it into dist/ beside this
// module (apps/server/tsconfig.json includes src/**/*.json) and the build needs no copy step.
import content from './content/demo-questions.json' with { type: 'json' };
import { DEMO_USERS } from './demo-users.js';

type Vote = [voter: number, value: 1 | -1];

/**
 * Demo questions: asker and answerers are indexes into DEMO_USERS; voters likewise
 * (+1 up, -1 down). Bodies are markdown, as users write them.
 */
export interface DemoQuestion {
  asker: number;
  title: string;
  body: string;
  tags: string[];
  hoursAgo: number;
  votes: Vote[];
  /** `accepted`: the asker accepted this answer; `votes` as the question's (issue 15). */
  answers: {
    author: number;
    body: string;
    hoursAgo: number;
    accepted?: boolean;
    votes?: Vote[];
  }[];
  /** Comments (issue 15): on the question, or with `answer` on that answer (its index). */
  comments?: { author: number; body: string; hoursAgo: number; answer?: number }[];
  /**
   * Earlier texts, oldest first (issue 15): each is the text before an edit that `editor`
   * made `hoursAgo`; the question's own title, body and tags are the text now.
   */
  history?: {
    title: string;
    body: string;
    tags: string[];
    editor: number;
    hoursAgo: number;
    summary?: string;
  }[];
}

// A mistyped index would seed a vote or comment by nobody: the schema names the question at
// fault when the server starts, rather than the seed failing inside its transaction.
const demoUser = z
  .number()
  .int()
  .min(0)
  .max(DEMO_USERS.length - 1);
const vote = z.tuple([demoUser, z.union([z.literal(1), z.literal(-1)])]);
const hoursAgo = z.number().nonnegative();

const demoQuestionSchema = z
  .strictObject({
    asker: demoUser,
    title: z.string().min(1),
    body: z.string().min(1),
    tags: z.array(z.string().min(1)).min(1),
    hoursAgo,
    votes: z.array(vote),
    answers: z.array(
      z.strictObject({
        author: demoUser,
        body: z.string().min(1),
        hoursAgo,
        accepted: z.boolean().optional(),
        votes: z.array(vote).optional(),
      }),
    ),
    comments: z
      .array(
        z.strictObject({
          author: demoUser,
          body: z.string().min(1),
          hoursAgo,
          answer: z.number().int().min(0).optional(),
        }),
      )
      .optional(),
    history: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          body: z.string().min(1),
          tags: z.array(z.string().min(1)),
          editor: demoUser,
          hoursAgo,
          summary: z.string().optional(),
        }),
      )
      .optional(),
  })
  .refine(
    (question) =>
      (question.comments ?? []).every(
        (comment) => comment.answer === undefined || comment.answer < question.answers.length,
      ),
    { message: "a comment's answer is not one of the question's answers", path: ['comments'] },
  ) satisfies z.ZodType<DemoQuestion>;

export const DEMO_QUESTIONS: DemoQuestion[] = z.array(demoQuestionSchema).parse(content);
