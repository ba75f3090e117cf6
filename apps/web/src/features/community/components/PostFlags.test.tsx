import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLAG_MESSAGES, FLAG_REASON_LABELS, MESSAGES, type Flag } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeComment,
  makePost,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../test/utils';
import { CommentList } from './CommentList';
import { PostCard } from './PostCard';

const ada = makeUser({ _id: 'u1', name: 'Ada Lovelace' });
const post = makePost({ _id: 'p1', userId: 'l1', userPosted: 'Linus Torvalds', postTitle: 'Desk' });

const flagged = (target: Flag['target']): Flag => ({
  _id: 'f1',
  target,
  reason: 'spam',
  note: null,
  duplicateOf: null,
  createdOn: new Date().toISOString(),
  status: 'pending',
  decidedOn: null,
  decisionNote: null,
});

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === method && String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

function renderAt(element: ReactNode) {
  return renderRoutes(
    [
      { path: '/Community', element },
      { path: '*', element: null },
    ],
    '/Community',
  );
}

describe("flagging a post and a post's comment (issue 34)", () => {
  const alert = mockAlertsEachTest();

  it('keeps the one-click Report, and "Flag…" opens the dialog with the reasons', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(ada, {
      'PATCH /api/community/report/p1': { ...post, reportCount: 1 },
      'POST /api/flags': flagged({ kind: 'post', id: 'p1', questionId: null, postId: null }),
    });
    renderAt(<PostCard post={post} />);
    const toggle = screen.getByRole('button', { name: 'Post options' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.postReported));

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Flag…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag this post' });
    // A post is no duplicate of a question.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(dialog).getByLabelText(FLAG_REASON_LABELS.spam.label));
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FLAG_MESSAGES.flagged));
    expect(sent(fetchMock, 'POST', '/api/flags')).toEqual([
      { target: 'post', id: 'p1', reason: 'spam' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('offers "Flag…" to no visitor and not on your own post', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const visitor = renderAt(<PostCard post={post} />);
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flag…' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn(ada);
    renderAt(<PostCard post={{ ...post, userId: 'u1' }} />);
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(screen.queryByRole('button', { name: 'Flag…' })).not.toBeInTheDocument();
  });

  it("flags someone else's comment on a post, and never your own", async () => {
    const user = userEvent.setup();
    const theirs = makeComment({ _id: 'c1', userId: 'g1', commentBody: 'Buy watches' });
    const mine = makeComment({ _id: 'c2', userId: 'u1', commentBody: 'Nice desk' });
    const fetchMock = signIn(ada, {
      'GET /api/community/post/p1/comments': page([theirs, mine]),
      'POST /api/flags': flagged({ kind: 'comment', id: 'c1', questionId: null, postId: 'p1' }),
    });
    renderAt(<CommentList post={post} />);
    const flag = await screen.findByRole('button', { name: 'Flag comment' });
    expect(screen.getAllByRole('button', { name: 'Flag comment' })).toHaveLength(1);
    await user.click(flag);
    const dialog = await screen.findByRole('dialog', { name: 'Flag this comment' });
    await user.click(within(dialog).getByLabelText(FLAG_REASON_LABELS.rude.label));
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FLAG_MESSAGES.flagged));
    expect(sent(fetchMock, 'POST', '/api/flags')).toEqual([
      { target: 'comment', id: 'c1', reason: 'rude' },
    ]);
  });
});
