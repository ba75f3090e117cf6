import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { QuestionTab, Team } from '@stackhive/shared';
import { useListStart } from '../../api/list-start';
import { questionTabIn } from '../../api/question-lists';
import { PagedQuestionList } from '../../components/PagedQuestionList';
import { QuestionTabs } from '../../components/QuestionTabs';
import { paths } from '../../config/paths';
import { TeamSearchResults } from './TeamSearchResults';
import { TeamTags } from './TeamTags';
import { useTeamQuestions } from './team-questions';

/**
 * A team's questions on its page (issue 33), as the public list shows them: tabs, 'Load more',
 * its tags narrowing the list (`?tag=`), asking in the team, and a search within it (`?q=`).
 * Everything is in the address, so a view of the team's questions can be shared with its
 * members and survives a reload.
 */
export function TeamQuestions({ userId, team }: { userId: string; team: Team }) {
  const [params] = useSearchParams();
  const tag = params.get('tag') || null;
  const q = params.get('q')?.trim() ?? '';
  const tab = questionTabIn(params);
  const all = paths.team.getHref(team.slug);
  return (
    <section className="team__questions" aria-labelledby="team-questions">
      <div className="questions-page__header">
        <h2 id="team-questions">Questions</h2>
        <Link to={paths.askQuestion.getHref(team.slug)} className="btn btn--primary">
          Ask Question
        </Link>
      </div>
      <TeamSearchBox key={q} q={q} />
      {q ? (
        <>
          <p>
            Results for “{q}” in {team.name} · <Link to={all}>All questions</Link>
          </p>
          <TeamSearchResults userId={userId} team={team} q={q} />
        </>
      ) : (
        <>
          {tag && (
            <p>
              Tagged <span className="tag">{tag}</span> · <Link to={all}>All questions</Link>
            </p>
          )}
          <QuestionTabs current={tab} keep={{ tag }} />
          <TeamQuestionList userId={userId} team={team} tag={tag} tab={tab} />
        </>
      )}
      <TeamTags userId={userId} team={team} />
    </section>
  );
}

function TeamQuestionList({
  userId,
  team,
  tag,
  tab,
}: {
  userId: string;
  team: Team;
  tag: string | null;
  tab: QuestionTab;
}) {
  const questions = useTeamQuestions(userId, team.slug, tag, tab, useListStart());
  return (
    <PagedQuestionList
      questions={questions}
      tagHref={(name) => paths.team.getHref(team.slug, name)}
    />
  );
}

/** Searches the team's questions: the query goes into the page's address (`?q=`). */
function TeamSearchBox({ q }: { q: string }) {
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(q);
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = text.trim();
    setParams(wanted ? { q: wanted } : {});
  }
  return (
    <form role="search" className="team__search" onSubmit={search}>
      <label htmlFor="team-search">Search this team</label>
      <input
        id="team-search"
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--secondary">
        Search
      </button>
    </form>
  );
}
