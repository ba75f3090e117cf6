import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, suspensionEnd, type ModerationLogEntry } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/utils';
import { ModerationLogPage } from './ModerationLogPage';
import { targetLink } from './components/log-target';

const routes = [
  { path: '/moderation/log', element: <ModerationLogPage /> },
  { path: '*', element: null },
];

const moderator = makeUser({ _id: 'm1', name: 'Mo Derator', moderator: true });
const until = '2026-12-06T13:20:00.000Z';

function entry(overrides: Partial<ModerationLogEntry>): ModerationLogEntry {
  return {
    _id: '1',
    at: new Date(Date.now() - 60_000).toISOString(),
    actor: { userId: 'm1', userName: 'Mo Derator' },
    action: 'user-suspended',
    target: null,
    targetUser: { userId: 'g1', userName: 'Grace Hopper' },
    reason: null,
    details: {},
    ...overrides,
  };
}

const suspension = entry({
  _id: '3',
  reason: 'Spam in three answers.',
  details: { days: 7, until },
});
const closed = entry({
  _id: '2',
  action: 'question-closed',
  target: { kind: 'question', id: 'q1' },
  reason: 'duplicate',
  details: { duplicateOf: 'q0' },
});
const comment = entry({
  _id: '1',
  action: 'comment-deleted',
  target: { kind: 'comment', id: 'c1' },
  details: { questionId: 'q7' },
});

describe('ModerationLogPage (issue 34)', () => {
  mockAlertsEachTest();

  it('lists each action with who, whom, on what, why and until when, then loads more', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(moderator, {
      // The call being answered is the mock's last one: its address holds the cursor.
      'GET /api/moderation/log': () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        return url.includes('cursor=c1')
          ? page([comment], null, 3)
          : page([suspension, closed], 'c1', 3);
      },
    });
    renderRoutes(routes, '/moderation/log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
    expect(await screen.findByText('3 entries')).toBeInTheDocument();

    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Suspended')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Mo Derator' })).toHaveAttribute(
      'href',
      '/Users/m1',
    );
    expect(within(first!).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/Users/g1',
    );
    expect(within(first!).getByText('Spam in three answers.')).toBeInTheDocument();
    expect(within(first!).getByText(`${suspensionEnd(until)} (7 days)`)).toBeInTheDocument();
    expect(within(second!).getByText('Closed a question')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'The question' })).toHaveAttribute(
      'href',
      '/Questions/q1',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await screen.findByText('Deleted a comment');
    expect(
      within(third.closest('li')!).getByRole('link', { name: "The comment's question" }),
    ).toHaveAttribute('href', '/Questions/q7');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('cursor=c1');
  });

  it('says so in the page when the server refuses the log (403)', async () => {
    signIn(makeUser(), {
      'GET /api/moderation/log': new Response(
        JSON.stringify({ message: MODERATION_MESSAGES.moderatorsOnly }),
        { status: 403 },
      ),
    });
    renderRoutes(routes, '/moderation/log');
    expect(await screen.findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.moderatorsOnly);
  });

  it('tells a visitor the log is for moderators, without asking the server', () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/moderation/log');
    expect(screen.getByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.moderatorsOnly);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('targetLink', () => {
  it('leads to the page where the item is, or was', () => {
    expect(targetLink(entry({ target: { kind: 'post', id: 'p1' } }))).toEqual({
      href: '/community/post/p1',
      label: 'The post',
    });
    expect(
      targetLink(entry({ target: { kind: 'answer', id: 'a1' }, details: { questionId: 'q1' } })),
    ).toEqual({ href: '/Questions/q1#answer-a1', label: 'The answer' });
    expect(
      targetLink(entry({ target: { kind: 'post-comment', id: 'c1' }, details: { postId: 'p2' } })),
    ).toEqual({ href: '/community/post/p2', label: "The comment's post" });
    expect(targetLink(entry({ target: { kind: 'comment', id: 'c1' } }))).toBeNull();
    expect(targetLink(entry({ target: null }))).toBeNull();
  });
});
