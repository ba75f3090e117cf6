import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLAG_MESSAGES, PRIVILEGES, type Flag, type FlagQueueItem } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/utils';
import { FlagQueuePage } from './FlagQueuePage';

const routes = [
  { path: '/review/flags', element: <FlagQueuePage /> },
  { path: '*', element: null },
];

const moderator = makeUser({ _id: 'm1', name: 'Mo Derator', moderator: true });
const reviewer = makeUser({
  _id: 'r1',
  name: 'Rita Reviewer',
  reputation: PRIVILEGES.reviewQueues.reputation,
});

function item(overrides: Partial<FlagQueueItem>): FlagQueueItem {
  return {
    _id: 'f1',
    target: { kind: 'answer', id: 'a1', questionId: 'q1', postId: null },
    reason: 'spam',
    note: null,
    duplicateOf: null,
    createdOn: new Date(Date.now() - 60_000).toISOString(),
    status: 'pending',
    decidedOn: null,
    decisionNote: null,
    flagger: { userId: 'g1', userName: 'Grace Hopper' },
    owner: { userId: 's1', userName: 'Sam Spammer' },
    excerpt: 'Buy cheap watches at example.com',
    pendingOnItem: 2,
    hidden: false,
    ...overrides,
  };
}

const spam = item({});
const improve = item({
  _id: 'f2',
  reason: 'improve',
  target: { kind: 'comment', id: 'c1', questionId: null, postId: 'p1' },
  note: 'Says nothing about the post.',
  excerpt: 'meh',
  pendingOnItem: 1,
  hidden: true,
});
const duplicate = item({
  _id: 'f3',
  reason: 'duplicate',
  target: { kind: 'question', id: 'q2', questionId: 'q2', postId: null },
  duplicateOf: 'q0',
  excerpt: 'How do I undo a commit?',
  pendingOnItem: 1,
});

/** The calls made to `path` (query string included), and the bodies sent with them. */
function calls(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path))
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}

const decided = (flag: FlagQueueItem, status: Flag['status']): Flag => ({
  ...flag,
  status,
  decidedOn: new Date().toISOString(),
});

describe('FlagQueuePage (issue 34)', () => {
  mockAlertsEachTest();

  it('shows each flag: reason, item, who flagged whose item, how many flags, hidden; then more', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(moderator, {
      // The call being answered is the mock's last one: its address holds the cursor.
      'GET /api/flags': () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        return url.includes('cursor=c1')
          ? page([duplicate], null, 3)
          : page([spam, improve], 'c1', 3);
      },
    });
    renderRoutes(routes, '/review/flags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flags' })).toBeVisible();
    expect(await screen.findByText('3 waiting')).toBeInTheDocument();

    const first = screen.getByRole('listitem', { name: 'Spam on an answer' });
    expect(within(first).getByRole('link', { name: spam.excerpt })).toHaveAttribute(
      'href',
      '/Questions/q1#answer-a1',
    );
    expect(within(first).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/Users/g1',
    );
    expect(within(first).getByRole('link', { name: 'Sam Spammer' })).toHaveAttribute(
      'href',
      '/Users/s1',
    );
    expect(within(first).getByText('2 flags on this item')).toBeInTheDocument();
    expect(within(first).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete as spam' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: /Needs improvement on a comment/ });
    expect(within(second).getByText('Hidden')).toBeInTheDocument();
    expect(within(second).getByText(improve.note!)).toBeInTheDocument();
    expect(within(second).getByText('1 flag on this item')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'meh' })).toHaveAttribute(
      'href',
      '/community/post/p1#comment-c1',
    );
    expect(within(second).getByRole('button', { name: 'Helpful' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await screen.findByRole('listitem', { name: 'Duplicate on a question' });
    expect(within(third).getByRole('link', { name: 'the other question' })).toHaveAttribute(
      'href',
      '/Questions/q0',
    );
    expect(calls(fetchMock, 'GET', '/api/flags').map(({ url }) => url)).toEqual([
      '/api/flags?limit=20',
      '/api/flags?limit=20&cursor=c1',
    ]);
  });

  it('lets a reviewer decline spam but not delete it; Helpful on the rest', async () => {
    signIn(reviewer, { 'GET /api/flags': page([spam, improve]) });
    renderRoutes(routes, '/review/flags');
    const first = await screen.findByRole('listitem', { name: 'Spam on an answer' });
    expect(within(first).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: /Needs improvement/ });
    expect(within(second).getByRole('button', { name: 'Helpful' })).toBeInTheDocument();
  });

  it('sends the decision with its note and reloads the queue, which no longer holds it', async () => {
    const user = userEvent.setup();
    let queue = [spam, improve];
    const fetchMock = signIn(moderator, {
      'GET /api/flags': () => page(queue),
      'PATCH /api/flags/f1': () => {
        queue = [improve];
        return decided(spam, 'helpful');
      },
      'PATCH /api/flags/f2': () =>
        new Response(JSON.stringify({ message: FLAG_MESSAGES.alreadyDecided }), { status: 409 }),
    });
    renderRoutes(routes, '/review/flags');
    const first = await screen.findByRole('listitem', { name: 'Spam on an answer' });
    await user.type(within(first).getByLabelText('Note to the flagger (optional)'), 'Gone. ');
    await user.click(within(first).getByRole('button', { name: 'Delete as spam' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Spam on an answer' })).not.toBeInTheDocument(),
    );
    expect(calls(fetchMock, 'PATCH', '/api/flags/f1').map(({ body }) => body)).toEqual([
      { decision: 'helpful', note: 'Gone.' },
    ]);

    const second = screen.getByRole('listitem', { name: /Needs improvement/ });
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      FLAG_MESSAGES.alreadyDecided,
    );
    expect(calls(fetchMock, 'PATCH', '/api/flags/f2').map(({ body }) => body)).toEqual([
      { decision: 'declined' },
    ]);
  });

  it('narrows the queue to one reason, in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(moderator, { 'GET /api/flags': page([spam]) });
    const { router } = renderRoutes(routes, '/review/flags');
    await screen.findByRole('listitem', { name: 'Spam on an answer' });
    await user.selectOptions(screen.getByLabelText('Reason'), 'Spam');
    await waitFor(() => expect(router.state.location.search).toBe('?reason=spam'));
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/flags').at(-1)?.url).toBe(
        '/api/flags?reason=spam&limit=20',
      ),
    );
    expect(screen.getByLabelText('Reason')).toHaveValue('spam');
  });

  it("asks for a team's queue, where its admins delete spam", async () => {
    const fetchMock = signIn(makeUser(), { 'GET /api/flags': page([spam]) });
    renderRoutes(routes, '/review/flags?team=core');
    const first = await screen.findByRole('listitem', { name: 'Spam on an answer' });
    expect(within(first).getByRole('button', { name: 'Delete as spam' })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/flags')[0]?.url).toBe('/api/flags?team=core&limit=20');
  });

  it("says the server's refusal, and asks a visitor to log in", async () => {
    signIn(makeUser(), {
      'GET /api/flags': new Response(JSON.stringify({ message: FLAG_MESSAGES.reviewersOnly }), {
        status: 403,
      }),
    });
    const { unmount } = renderRoutes(routes, '/review/flags');
    expect(await screen.findByRole('alert')).toHaveTextContent(FLAG_MESSAGES.reviewersOnly);
    unmount();
    localStorage.clear();

    stubFetch({});
    renderRoutes(routes, '/review/flags');
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to review flags.');
  });
});
