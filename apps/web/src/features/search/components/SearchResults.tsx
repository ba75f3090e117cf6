import { Link } from 'react-router';
import { isOnlyWords, MESSAGES, parseSearch, type SearchResponse } from '@stackhive/shared';
import { answerHref, paths } from '../../../config/paths';
import { Avatar } from '../../../components/Avatar';
import { QuestionRow } from '../../../components/QuestionRow';
import { RelativeTime } from '../../../components/RelativeTime';
import { Highlight } from './Highlight';

/** The spec's exact empty message of each tab (spec 2, Search). */
export const EMPTY_MESSAGES = {
  questions: MESSAGES.searchNoQuestions,
  tags: MESSAGES.searchNoTags,
  posts: MESSAGES.searchNoPosts,
  users: MESSAGES.searchNoUsers,
  answers: MESSAGES.searchNoAnswers,
} as const;

/**
 * What a question or post title was matched by: each word and phrase of the query, and for
 * a query of words alone the whole text too (issue 32).
 */
export function matchedTerms(q: string): string[] {
  const parsed = parseSearch(q);
  if (!parsed.ok) return [];
  const terms = parsed.search.terms.map((term) => term.text);
  return isOnlyWords(parsed.search) ? [q, ...terms] : terms;
}

/**
 * The loaded pages of one tab as rows, in the server's order (the chosen sort), with what
 * the query matched marked in each title.
 */
export function SearchResults({ pages, q }: { pages: SearchResponse[]; q: string }) {
  const terms = matchedTerms(q);
  const first = pages[0];
  if (!first) return null;
  const count = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (count === 0) return <p className="search-page__empty">{EMPTY_MESSAGES[first.type]}</p>;

  switch (first.type) {
    case 'questions':
      return (
        <ul className="question-list">
          {pages.flatMap((page) =>
            page.type === 'questions'
              ? page.items.map((question) => (
                  <QuestionRow
                    key={question._id}
                    question={question}
                    title={<Highlight text={question.questionTitle} query={terms} />}
                  />
                ))
              : [],
          )}
        </ul>
      );
    case 'answers':
      // `is:answer` (issue 32): each answer under its question's title, linking to its place.
      return (
        <ul className="search-list">
          {pages.flatMap((page) =>
            page.type === 'answers'
              ? page.items.map((answer) => (
                  <li key={answer._id} className="search-row">
                    <h2 className="search-row__title">
                      <Link to={answerHref(answer.questionId, answer._id)}>
                        <span className="search-row__kind">A:</span>{' '}
                        <Highlight text={answer.questionTitle} query={terms} />
                      </Link>
                    </h2>
                    <p className="search-row__excerpt">
                      <Highlight text={answer.excerpt} query={terms} />
                    </p>
                    <p className="search-row__meta">
                      {answer.votes} votes
                      {answer.accepted && (
                        <>
                          {' '}
                          <span className="badge badge--success">Accepted</span>
                        </>
                      )}{' '}
                      · answered by{' '}
                      <Link to={paths.user.getHref(answer.userId)}>{answer.userAnswered}</Link>{' '}
                      <RelativeTime date={answer.answeredOn} />
                    </p>
                  </li>
                ))
              : [],
          )}
        </ul>
      );
    case 'tags':
      return (
        <ul className="search-list">
          {pages.flatMap((page) =>
            page.type === 'tags'
              ? page.items.map((tag) => (
                  <li key={tag.TagName} className="search-row">
                    <h2 className="search-row__title">
                      <Link to={paths.tag.getHref(tag.TagName)} className="tag">
                        <Highlight text={tag.TagName} query={q} substring />
                      </Link>
                    </h2>
                    <p className="search-row__text">{tag.TagDesc}</p>
                  </li>
                ))
              : [],
          )}
        </ul>
      );
    case 'posts':
      return (
        <ul className="search-list">
          {pages.flatMap((page) =>
            page.type === 'posts'
              ? page.items.map((post) => (
                  <li key={post._id} className="search-row">
                    <h2 className="search-row__title">
                      <Link to={paths.post.getHref(post._id)}>
                        <Highlight text={post.postTitle} query={terms} />
                      </Link>
                    </h2>
                    <p className="search-row__meta">
                      Posted by <Link to={paths.user.getHref(post.userId)}>{post.userPosted}</Link>{' '}
                      <RelativeTime date={post.postedOn} />
                    </p>
                  </li>
                ))
              : [],
          )}
        </ul>
      );
    case 'users':
      return (
        <ul className="search-list">
          {pages.flatMap((page) =>
            page.type === 'users'
              ? page.items.map((user) => (
                  <li key={user._id} className="search-row search-row--user">
                    <Avatar name={user.name} size="medium" />
                    <div>
                      <h2 className="search-row__title">
                        <Link to={paths.user.getHref(user._id)}>
                          <Highlight text={user.name} query={q} />
                        </Link>
                      </h2>
                      <p className="search-row__meta">
                        <RelativeTime date={user.joinedOn} prefix="Joined" />
                      </p>
                    </div>
                  </li>
                ))
              : [],
          )}
        </ul>
      );
  }
}
