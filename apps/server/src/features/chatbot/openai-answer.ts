import type { AppDeps } from '../../core/app-context.js';
import type { CommunityContext } from './community-answer.js';

const INSTRUCTIONS =
  'You are the StackHive assistant, a helpful bot on a question-and-answer site for programmers. ' +
  'Answer briefly and accurately. Ground your answer in the community questions and answers below when ' +
  'they are relevant, and cite them by their URL. If they do not cover the question, say so and answer ' +
  'from general knowledge, suggesting the user ask the community.';

/** The context block given to the model: the community's matching questions and answers. */
export function contextMessage(context: CommunityContext): string {
  if (context.questions.length === 0) return 'Community questions: none matched.';
  return [
    'Community questions:',
    ...context.questions.map(
      (question, index) =>
        `${index + 1}. ${question.title} (${question.votes} votes) ${question.url}` +
        (question.answer ? `\n   Answer: ${question.answer}` : '\n   No answer yet.'),
    ),
  ].join('\n');
}

/** Asks an OpenAI-compatible chat API (CHAT_BASE_URL); throws on any provider error or timeout. */
export async function replyFromModel(
  deps: AppDeps,
  query: string,
  context: CommunityContext,
): Promise<string> {
  const { baseUrl, apiKey, model, timeoutMs } = deps.config.chat;
  // Loaded on first use: only deployments with CHAT_BASE_URL pay for the SDK.
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({
    baseURL: baseUrl,
    apiKey: apiKey ?? 'not-needed',
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const completion = await client.chat.completions.create({
    model,
    messages: [
      { role: 'system', content: `${INSTRUCTIONS}\n\n${contextMessage(context)}` },
      { role: 'user', content: query },
    ],
  });
  const text = completion.choices[0]?.message?.content?.trim();
  if (!text) throw new Error('the chat provider answered without text');
  return text;
}
