import { diffWords } from 'diff';

/**
 * A word-level diff of `before` and `after` (the `diff` library's diffWords): removed words
 * struck through in <del>, added ones in <ins>, the rest as it was. Plain text, so markdown
 * shows as written.
 */
function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="word-diff">
      {diffWords(before, after).map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/**
 * The text of an edit: a question's title, body and tags, or an answer's body (revisions
 * hold one or the other; suggested edits, issue 16, say which by the fields present).
 */
export interface EditText {
  answerBody?: string | undefined;
  questionTitle?: string | undefined;
  questionBody?: string | undefined;
  questionTags?: string[] | undefined;
}

/** An edit as word diffs: an answer's body, or a question's title, body and tags. */
export function TextDiff({ before, after }: { before: EditText; after: EditText }) {
  if (after.answerBody !== undefined) {
    return <WordDiff before={before.answerBody ?? ''} after={after.answerBody} />;
  }
  return (
    <dl className="revision__fields">
      <dt>Title</dt>
      <dd>
        <WordDiff before={before.questionTitle ?? ''} after={after.questionTitle ?? ''} />
      </dd>
      <dt>Body</dt>
      <dd>
        <WordDiff before={before.questionBody ?? ''} after={after.questionBody ?? ''} />
      </dd>
      <dt>Tags</dt>
      <dd>
        <WordDiff
          before={(before.questionTags ?? []).join(' ')}
          after={(after.questionTags ?? []).join(' ')}
        />
      </dd>
    </dl>
  );
}
