import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LIMITS, MESSAGES, askQuestionBodySchema } from '@stackhive/shared';
import { formBody } from '../../../../api/check-body';
import { paths } from '../../../../config/paths';
import { FormField } from '../../../../components/FormField';
import { Markdown } from '../../../../components/Markdown';
import { TagChipInput } from '../../../../components/TagChipInput';
import { draftIn } from '../../../../session/question-draft';
import { useSession } from '../../../../session/useSession';
import { useAskQuestion } from '../api/ask-question';
import { SimilarWhileAsking } from '../../similar/components/SimilarWhileAsking';
import type { TagRules } from './team-tag-rules';

/** Spec 5 (and an edit): a blank title, body or tag list is 'Invalid question!!! PLease do fill out all the fields...'. */
export const BLANK = {
  questionTitle: MESSAGES.invalidQuestion,
  questionBody: MESSAGES.invalidQuestion,
  questionTags: MESSAGES.invalidQuestion,
};

/**
 * The ask form of spec 2 and 5; a visitor who submits is sent to sign in. It starts from the
 * draft in the location's state when there is one (session/question-draft.ts). In a team
 * (issue 33, `team` its URL name) the question is the team's, its tags taken by `tagRules`,
 * and the asker lands on it.
 */
export function AskQuestionForm({ team, tagRules }: { team?: string; tagRules?: TagRules }) {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const ask = useAskQuestion();
  // A draft another screen handed over (the chatbot's), to finish and post.
  const draft = draftIn(useLocation().state);
  return (
    <QuestionForm
      initial={draft ? { ...draft, questionTags: [] } : undefined}
      submitLabel="Post your question"
      pending={ask.isPending}
      tagRules={tagRules}
      // Public look-alikes are no answer to a team's question.
      belowTitle={team ? undefined : (title) => <SimilarWhileAsking title={title} />}
      onSubmit={(values) => {
        if (!profile) {
          window.alert(MESSAGES.loginToAsk);
          void navigate(paths.auth.getHref());
          return;
        }
        const question = formBody(
          askQuestionBodySchema,
          {
            ...values,
            userPosted: currentUser?.name ?? profile.result.name,
            userId: profile.result._id,
            team,
          },
          BLANK,
        );
        if (!question) return;
        ask.mutate(question, {
          // Spec 4: the list is reloaded (the mutation invalidates it) and the app goes to /;
          // a team's question has no place on / and opens instead.
          onSuccess: (created) =>
            void navigate(team ? paths.question.getHref(created._id) : paths.home.getHref()),
        });
      }}
    />
  );
}

/** What the question form holds. */
export interface QuestionFormValues {
  questionTitle: string;
  questionBody: string;
  questionTags: string[];
}

/**
 * Title, Body (markdown, with a preview) and up to 5 catalogue tags: the ask form, and the
 * edit form (issue 15) with the question's text as `initial` and its summary field as
 * `children`. The body is a textarea, so Enter adds a newline and never submits. The caller
 * checks and sends what `onSubmit` is given. `belowTitle`: what the title field shows under
 * it as the title changes (the ask form's similar questions). `tagRules`: a team's tags
 * instead of the catalogue's (issue 33).
 */
export function QuestionForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  children,
  belowTitle,
  tagRules,
}: {
  initial?: QuestionFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: QuestionFormValues) => void;
  children?: ReactNode;
  belowTitle?: ((title: string) => ReactNode) | undefined;
  tagRules?: TagRules | undefined;
}) {
  const [title, setTitle] = useState(initial?.questionTitle ?? '');
  const [body, setBody] = useState(initial?.questionBody ?? '');
  const [tags, setTags] = useState<string[]>(initial?.questionTags ?? []);
  const ids = {
    title: useId(),
    body: useId(),
    tags: useId(),
    titleHint: useId(),
    bodyHint: useId(),
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ questionTitle: title, questionBody: body, questionTags: tags });
  }

  return (
    <form className="ask-form card" onSubmit={handleSubmit} noValidate>
      <FormField htmlFor={ids.title} label="Title">
        <p id={ids.titleHint} className="form-hint">
          Be specific and imagine you’re asking a question to another person.
        </p>
        <input
          id={ids.title}
          type="text"
          value={title}
          maxLength={LIMITS.questionTitle.max}
          aria-describedby={ids.titleHint}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="e.g. Is there an R function for finding the index of an element in a vector?"
        />
        {belowTitle?.(title)}
      </FormField>
      <FormField htmlFor={ids.body} label="Body">
        <p id={ids.bodyHint} className="form-hint">
          Include all the information someone would need to answer your question. Markdown is
          supported.
        </p>
        <textarea
          id={ids.body}
          rows={12}
          value={body}
          maxLength={LIMITS.questionBody.max}
          aria-describedby={ids.bodyHint}
          onChange={(event) => setBody(event.target.value)}
        />
        {body.trim() && (
          <section className="markdown-preview" aria-label="Preview">
            <h2 className="markdown-preview__title">Preview</h2>
            <Markdown>{body}</Markdown>
          </section>
        )}
      </FormField>
      <FormField htmlFor={ids.tags} label="Tags">
        <TagChipInput
          id={ids.tags}
          tags={tags}
          onChange={setTags}
          max={LIMITS.questionTags.max}
          maxMessage={MESSAGES.tagsHint}
          hint={MESSAGES.tagsHint}
          {...tagRules}
        />
      </FormField>
      {children}
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
