import { useId } from 'react';
import { useRelatedQuestions } from '../api/similar-questions';
import { SimilarQuestionList } from './SimilarQuestionList';

/** "Related" under a question (issue 32): up to 5 questions like it, asked for once the page is in. */
export function RelatedQuestions({ questionId }: { questionId: string }) {
  const related = useRelatedQuestions(questionId);
  const headingId = useId();
  const items = related.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="related-questions" aria-labelledby={headingId}>
      <h2 id={headingId}>Related</h2>
      <SimilarQuestionList items={items} />
    </section>
  );
}
