import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, USER_POST_SORTS, type Page, type UserPostSort } from '@stackhive/shared';
import { ListEnd } from '../../../components/ListEnd';
import { RelativeTime } from '../../../components/RelativeTime';
import { SortLinks } from '../../../components/SortLinks';
import { answerHref, paths } from '../../../config/paths';
import {
  ACTIVITY_TABS,
  activityIn,
  useUserAnswers,
  useUserQuestions,
  type ActivityTab,
} from '../api/get-user-activity';
import { useListStart } from '../../../api/list-start';

const TABS = ACTIVITY_TABS;
type Tab = ActivityTab;

/** The tab and order in the URL (`?tab=answers&sort=newest`); Questions by votes by default. */
function useTabAndSort(): { tab: Tab; sort: UserPostSort } {
  const [params] = useSearchParams();
  return activityIn(params);
}

/** The search string of a tab and order; the defaults stay out of the URL. */
function search(tab: Tab, sort: UserPostSort): string {
  const params = new URLSearchParams();
  if (tab !== 'questions') params.set('tab', tab);
  if (sort !== 'votes') params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * A profile's questions and answers (issue 16), as Stack Overflow's profile tabs: one tab at
 * a time, by votes or newest, each item with its score, a page at a time.
 */
export function UserActivity({ userId }: { userId: string }) {
  const { tab, sort } = useTabAndSort();
  return (
    <section className="profile__section" aria-labelledby="profile-activity">
      <h2 id="profile-activity">Questions and answers</h2>
      <SortLinks
        label="Show"
        current={tab}
        links={TABS.map((value) => ({
          value,
          label: capitalised(value),
          search: search(value, sort),
        }))}
      />
      <SortLinks
        label="Sort by"
        current={sort}
        links={USER_POST_SORTS.map((value) => ({
          value,
          label: capitalised(value),
          search: search(tab, value),
        }))}
      />
      {tab === 'questions' ? (
        <QuestionsTab userId={userId} sort={sort} />
      ) : (
        <AnswersTab userId={userId} sort={sort} />
      )}
    </section>
  );
}

/**
 * A list item: the score, the question's link (to the answer's place for an answer), when;
 * `accepted` marks an accepted answer.
 */
function ActivityItem(props: {
  votes: number;
  questionId: string;
  answerId?: string;
  title: string;
  date: string;
  accepted?: boolean;
}) {
  return (
    <li className="profile-activity__item">
      <span className="profile-activity__votes">
        {props.votes}
        <span className="visually-hidden"> votes</span>
      </span>
      {props.accepted && <span className="badge badge--success">Accepted</span>}
      <Link
        to={
          props.answerId
            ? answerHref(props.questionId, props.answerId)
            : paths.question.getHref(props.questionId)
        }
      >
        {props.title}
      </Link>
      <RelativeTime date={props.date} />
    </li>
  );
}

/** One tab's list: loading, its error, "No … yet.", or the count, the items and more. */
function PostsTab<Item extends { _id: string }>({
  query,
  noun,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  noun: 'questions' | 'answers';
  render: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <p>{MESSAGES.loading}</p>;
  if (query.isLoadingError) {
    return (
      <p role="alert">
        The {noun} could not be loaded: {query.error.message}
      </p>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p>No {noun} yet.</p>;
  return (
    <>
      <p className="question-list__count">
        {query.data.pages[0]!.total} {noun}
      </p>
      <ul className="profile-activity" aria-label={capitalised(noun)}>
        {items.map(render)}
      </ul>
      <ListEnd query={query} noun={noun} linkNextPage />
    </>
  );
}

function QuestionsTab({ userId, sort }: { userId: string; sort: UserPostSort }) {
  return (
    <PostsTab
      query={useUserQuestions(userId, sort, useListStart())}
      noun="questions"
      render={(q) => (
        <ActivityItem
          key={q._id}
          votes={q.votes}
          questionId={q._id}
          title={q.questionTitle}
          date={q.askedOn}
        />
      )}
    />
  );
}

function AnswersTab({ userId, sort }: { userId: string; sort: UserPostSort }) {
  return (
    <PostsTab
      query={useUserAnswers(userId, sort, useListStart())}
      noun="answers"
      render={(a) => (
        <ActivityItem
          key={a._id}
          votes={a.votes}
          questionId={a.questionId}
          answerId={a._id}
          title={a.questionTitle}
          date={a.answeredOn}
          accepted={a.accepted}
        />
      )}
    />
  );
}
