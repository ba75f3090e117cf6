import { useSimilarToTitle } from '../api/similar-questions';
import { SimilarQuestionList } from './SimilarQuestionList';

/**
 * Under the ask form's title (issue 32): questions that may already have the answer, as the
 * title is typed. Links open in a new tab, so the draft stays where it is. The count is
 * announced politely, once per list, rather than the list itself.
 */
export function SimilarWhileAsking({ title }: { title: string }) {
  const similar = useSimilarToTitle(title);
  const items = similar.data?.items ?? [];
  return (
    <div className="similar-asking">
      <p className="visually-hidden" role="status">
        {items.length === 0
          ? ''
          : `${items.length} similar question${items.length === 1 ? '' : 's'} found`}
      </p>
      {items.length > 0 && (
        <>
          <p className="similar-asking__lead">Questions that may already have your answer</p>
          <SimilarQuestionList items={items} newTab />
        </>
      )}
    </div>
  );
}
