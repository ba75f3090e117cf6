import { useMutation } from '@tanstack/react-query';
import { apiRequestText } from '../../../api/client';

/** POST /api/ChatBot/post {query}: the reply is plain text, not JSON (spec 7). */
export function askBot(query: string): Promise<string> {
  return apiRequestText('POST', '/ChatBot/post', { body: { query } });
}

export function useAskBot() {
  // The chat window shows a failure in place of the reply: no alert.
  return useMutation({ mutationFn: askBot, meta: { errorAlert: false } });
}
