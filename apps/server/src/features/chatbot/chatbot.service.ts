import { MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import type { AuthUser } from '../../core/actor.js';
import { forbidden } from '../../core/errors.js';
import { userById } from '../users/users.service.js';
import { toBool } from '../../db/convert.js';
import { askTheCommunity, communityContext, replyFromCommunity } from './community-answer.js';
import { replyFromModel } from './openai-answer.js';

/**
 * The chatbot (DECISIONS 7, 13): verified users only. With CHAT_BASE_URL, a model answers
 * grounded on the community's matching questions; otherwise, or when the provider fails,
 * the community's best answer itself.
 */
export async function chat(
  deps: AppDeps,
  actor: AuthUser,
  query: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<string> {
  const user = await userById(deps, actor.id);
  if (!user || !toBool(user.emailVerified)) throw forbidden(MESSAGES.chatNeedsVerification);
  const context = await communityContext(deps, query);
  if (deps.config.chat.baseUrl) {
    try {
      const reply = await replyFromModel(deps, query, context);
      // The model may know, but the community has nothing yet: say where to ask it.
      return context.questions.length > 0 ? reply : `${reply}\n\n${askTheCommunity(deps)}`;
    } catch (error) {
      log.warn({ err: error }, 'chat provider failed; answering from the community');
    }
  }
  return replyFromCommunity(deps, context);
}
