/**
 * A question handed to the ask form by another screen (issue 32: the chatbot drafts one when
 * the community had no answer), carried in the navigation's history state: it survives a
 * reload of the ask form and never reaches the server until the asker posts it.
 */
export interface QuestionDraft {
  questionTitle: string;
  questionBody: string;
}

/** The draft in a location's state (`{ draft }`), or null when there is none or it is malformed. */
export function draftIn(state: unknown): QuestionDraft | null {
  const draft = (state as { draft?: Partial<QuestionDraft> } | null)?.draft;
  if (typeof draft?.questionTitle !== 'string' || typeof draft.questionBody !== 'string') {
    return null;
  }
  return { questionTitle: draft.questionTitle, questionBody: draft.questionBody };
}
