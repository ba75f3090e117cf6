import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeQuestionSummary,
  makeTeam,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
} from '../../test/utils';
import { TeamPage } from './TeamPage';

/** A team's page (issue 33): its questions, their tabs, its tags and its search. */

const routes = [
  { path: '/c/:slug', element: <TeamPage /> },
  { path: '*', element: null },
];

const me = makeUser();
const question = makeQuestionSummary({
  _id: 'q7',
  questionTitle: 'Why do refunds fail?',
  questionTags: ['billing'],
});
const member = {
  userId: me._id,
  name: me.name,
  role: 'member',
  joinedAt: new Date().toISOString(),
  reputation: 1,
  badges: { gold: 0, silver: 0, bronze: 0 },
};

function open(path: string, answers: Record<string, unknown> = {}) {
  const fetchMock = signIn(me, {
    'GET /api/teams/platform': makeTeam(),
    'GET /api/teams/platform/members': page([member]),
    'GET /api/questions/get': page([question], null, 12),
    ...answers,
  });
  const utils = renderRoutes(routes, path);
  /** The query strings the page asked `endpoint` with, in order. */
  const asked = (endpoint: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === endpoint)
      .map((url) => url.searchParams);
  return { ...utils, asked };
}

describe("TeamPage's questions", () => {
  mockAlertsEachTest();

  it("lists the team's questions with the public list's tabs, above its members", async () => {
    const { asked } = open('/c/platform');
    const questions = await screen.findByRole('region', { name: 'Questions' });
    expect(await within(questions).findByText('12 questions')).toBeInTheDocument();
    expect(within(questions).getByRole('link', { name: 'Why do refunds fail?' })).toHaveAttribute(
      'href',
      '/Questions/q7',
    );
    // Its tags are the team's: they narrow the team's list, not the public tag pages.
    expect(within(questions).getByRole('link', { name: 'billing' })).toHaveAttribute(
      'href',
      '/c/platform?tag=billing',
    );
    expect(within(questions).getByRole('link', { name: 'Ask Question' })).toHaveAttribute(
      'href',
      '/AskQuestion?team=platform',
    );
    expect(asked('/api/questions/get').at(-1)?.get('team')).toBe('platform');
    expect(
      within(questions).getByRole('navigation', { name: 'Question tabs' }),
    ).toBeInTheDocument();
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(questions.compareDocumentPosition(members)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // A member does not decide the team's flags (issue 34).
    expect(screen.queryByRole('link', { name: 'Flags raised in this team' })).toBeNull();
  });

  it("links its owner and admins to the team's flags", async () => {
    open('/c/platform', { 'GET /api/teams/platform': makeTeam({ role: 'admin' }) });
    expect(await screen.findByRole('link', { name: 'Flags raised in this team' })).toHaveAttribute(
      'href',
      '/review/flags?team=platform',
    );
  });

  it('narrows the list to one of its tags, kept by every tab', async () => {
    const user = userEvent.setup();
    const { asked, router } = open('/c/platform?tag=billing');
    await screen.findByText('12 questions');
    expect(screen.getByText('Tagged', { exact: false })).toHaveTextContent('Tagged billing');
    const tabs = screen.getByRole('navigation', { name: 'Question tabs' });
    await user.click(within(tabs).getByRole('link', { name: 'Votes' }));
    expect(router.state.location.search).toBe('?tag=billing&tab=votes');
    await waitFor(() => expect(asked('/api/questions/get').at(-1)?.get('sort')).toBe('votes'));
    const last = asked('/api/questions/get').at(-1);
    expect([last?.get('tag'), last?.get('team')]).toEqual(['billing', 'platform']);
    await user.click(screen.getByRole('link', { name: 'All questions' }));
    expect(router.state.location.search).toBe('');
  });

  it('searches within the team and lists what it found', async () => {
    const user = userEvent.setup();
    const found = {
      q: 'refund',
      type: 'questions',
      sort: 'relevance',
      counts: {
        questions: { count: 1, capped: false },
        tags: { count: 0, capped: false },
        posts: { count: 0, capped: false },
        users: { count: 0, capped: false },
      },
      items: [question],
      nextCursor: null,
    };
    const { asked, router } = open('/c/platform', { 'GET /api/search': found });
    await screen.findByText('12 questions');
    await user.type(screen.getByRole('searchbox', { name: 'Search this team' }), 'refund{Enter}');
    expect(router.state.location.search).toBe('?q=refund');
    expect(await screen.findByText('1 results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Why do refunds fail?' })).toBeInTheDocument();
    const search = asked('/api/search').at(-1);
    expect([search?.get('q'), search?.get('team'), search?.get('type')]).toEqual([
      'refund',
      'platform',
      'questions',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Question tabs' })).not.toBeInTheDocument();
  });

  it("says when a search finds nothing, with the public search's words", async () => {
    const user = userEvent.setup();
    open('/c/platform', {
      'GET /api/search': {
        q: 'nothing',
        type: 'questions',
        sort: 'relevance',
        counts: {
          questions: { count: 0, capped: false },
          tags: { count: 0, capped: false },
          posts: { count: 0, capped: false },
          users: { count: 0, capped: false },
        },
        items: [],
        nextCursor: null,
      },
    });
    await screen.findByText('12 questions');
    await user.type(screen.getByRole('searchbox', { name: 'Search this team' }), 'nothing{Enter}');
    expect(await screen.findByText(MESSAGES.searchNoQuestions)).toBeInTheDocument();
  });

  it("shows the team's tags once the server lists them, and goes without them when it does not", async () => {
    const { unmount } = open('/c/platform', {
      'GET /api/teams/platform/tags': page([{ name: 'billing', description: '', questions: 3 }]),
    });
    const tags = await screen.findByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'billing' })).toHaveAttribute(
      'href',
      '/c/platform?tag=billing',
    );
    unmount();
    // No such route yet (404): the page is whole without the tags.
    open('/c/platform');
    await screen.findByText('12 questions');
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
  });
});
