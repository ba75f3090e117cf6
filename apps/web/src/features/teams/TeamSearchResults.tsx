import { Link } from 'react-router';
import { MESSAGES, type Team } from '@stackhive/shared';
import { ListEnd } from '../../components/ListEnd';
import { QuestionRow } from '../../components/QuestionRow';
import { answerHref, paths } from '../../config/paths';
import { useTeamSearch } from './team-questions';

/**
 * What a search within the team found, as the public search page lists questions (the rows of
 * the question list); under `is:answer`, the answers found, each linking to its place.
 */
export function TeamSearchResults({ userId, team, q }: { userId: string; team: Team; q: string }) {
  const results = useTeamSearch(userId, team.slug, q);
  if (results.isPending) return <p>{MESSAGES.loading}</p>;
  if (results.isLoadingError) {
    return <p role="alert">The search failed: {results.error.message}</p>;
  }
  const pages = results.data.pages;
  const first = pages[0];
  const tagHref = (tag: string) => paths.team.getHref(team.slug, tag);
  const rows = pages.flatMap((page) => {
    if (page.type === 'questions') {
      return page.items.map((question) => (
        <QuestionRow key={question._id} question={question} tagHref={tagHref} />
      ));
    }
    if (page.type === 'answers') {
      return page.items.map((answer) => (
        <li key={answer._id} className="search-row">
          <Link to={answerHref(answer.questionId, answer._id)}>A: {answer.questionTitle}</Link>
        </li>
      ));
    }
    return [];
  });
  if (rows.length === 0) {
    return (
      <p className="search-page__empty">
        {first?.type === 'answers' ? MESSAGES.searchNoAnswers : MESSAGES.searchNoQuestions}
      </p>
    );
  }
  // The server counts up to a cap, then says '1000+' (DECISIONS 20).
  const found = first?.counts.questions;
  return (
    <>
      <p className="question-list__count">
        {found ? `${found.count}${found.capped ? '+' : ''}` : rows.length} results
      </p>
      <ul className="question-list">{rows}</ul>
      <ListEnd query={results} noun="results" />
    </>
  );
}
