import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PRIVILEGES, privilegeMessage } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import { makeQuestion, makeUser, mockAlertsEachTest } from '../../../../test/utils';
import { queryKeys } from '../../../../api/query-keys';
import { ada, answered, asked, calls, linus, render } from './QuestionDetailPage.fixtures';

describe('QuestionDetailPage actions', () => {
  const alertSpy = mockAlertsEachTest();

  it("shows Close disabled with the reputation it needs, and others' posts open to suggested edits (issue 16)", async () => {
    render(answered, ada);
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription(privilegeMessage('closeReopen'));
    expect(screen.getByRole('link', { name: 'Suggest edit' })).toHaveAttribute(
      'href',
      '/Questions/q1/edit',
    );
    // Linus's answer: Ada suggests an edit; her own she edits.
    const linusAnswer = screen.getByRole('listitem', { name: 'Answer by Linus Torvalds' });
    expect(
      within(linusAnswer).getByRole('button', { name: 'Suggest an edit of this answer' }),
    ).toBeEnabled();
    const adaAnswer = screen.getByRole('listitem', { name: 'Answer by Ada Lovelace' });
    expect(within(adaAnswer).getByRole('button', { name: 'Edit answer' })).toBeEnabled();
  });

  it('closes as a duplicate with the privilege: the notice links the original, answers stop', async () => {
    const user = userEvent.setup();
    const closer = makeUser({ _id: 'c1', reputation: PRIVILEGES.closeReopen.reputation });
    const closed = makeQuestion({
      ...answered,
      duplicateOf: 'q0',
      closed: {
        reason: 'duplicate',
        note: null,
        duplicateOf: 'q0',
        duplicateTitle: 'Reverse a list in Python',
        closedOn: new Date().toISOString(),
      },
    });
    const { fetchMock } = render(answered, closer, { 'PATCH /api/questions/q1/close': closed });
    expect(await screen.findByRole('textbox', { name: /Your Answer/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.type(
      await screen.findByRole('textbox', { name: /Duplicate of/ }),
      'https://stackhive.example/Questions/q0',
    );
    await user.click(screen.getByRole('button', { name: 'Close as duplicate' }));
    const notice = await screen.findByRole('complementary', { name: 'Closed as a duplicate' });
    expect(within(notice).getByRole('link', { name: 'Reverse a list in Python' })).toHaveAttribute(
      'href',
      '/Questions/q0',
    );
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      duplicateOf: 'q0',
    });
    expect(screen.queryByRole('textbox', { name: /Your Answer/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeEnabled();
  });

  it('votes to close for another reason, with a note; the count shows (issue 34)', async () => {
    const user = userEvent.setup();
    const closer = makeUser({ _id: 'c1', reputation: PRIVILEGES.closeReopen.reputation });
    const voted = makeQuestion({ ...answered, closeVotes: 1 });
    const { fetchMock } = render(answered, closer, { 'PATCH /api/questions/q1/close': voted });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Why should it be closed?' }),
      'off-topic',
    );
    expect(screen.queryByRole('textbox', { name: /Duplicate of/ })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Why is it off-topic?' }),
      'About hardware',
    );
    await user.click(screen.getByRole('button', { name: 'Vote to close' }));
    expect(await screen.findByRole('button', { name: 'Close (1 of 3)' })).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      reason: 'off-topic',
      note: 'About hardware',
    });
  });

  it('offers the questions like this one as originals: "Use this one" names it (issue 32)', async () => {
    const user = userEvent.setup();
    const closer = makeUser({ _id: 'c1', reputation: PRIVILEGES.closeReopen.reputation });
    const like = (id: string, title: string, duplicateOf: string | null = null) => ({
      _id: id,
      questionTitle: title,
      votes: 4,
      noOfAnswers: 2,
      accepted: true,
      duplicateOf,
    });
    const { fetchMock } = render(answered, closer, {
      'GET /api/questions/similar': {
        items: [like('q0', 'Reverse a list in Python'), like('q7', 'Reversing lists again', 'q0')],
      },
      'PATCH /api/questions/q1/close': answered,
    });
    // "Related" under the question, every one of them.
    const related = await screen.findByRole('region', { name: 'Related' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reverse a list in Python', 'Reversing lists again']);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/questions/similar?to=q1',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // A duplicate itself is no original to offer.
    expect(
      await screen.findByRole('button', { name: 'Use “Reverse a list in Python” as the original' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reversing lists again/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Use “Reverse a list in Python” as the original' }),
    );
    expect(screen.getByRole('textbox', { name: /Duplicate of/ })).toHaveValue('q0');
    await user.click(screen.getByRole('button', { name: 'Close as duplicate' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      duplicateOf: 'q0',
    });
  });

  it('highlights the current vote, sends a vote and shows the reloaded question', async () => {
    const user = userEvent.setup();
    let current = asked;
    const after = makeQuestion({ ...asked, upVote: ['x'], downVote: ['y', 'z', 'w'] });
    const { fetchMock } = render(asked, ada, {
      'GET /api/questions/q1': () => current,
      'PATCH /api/questions/vote/q1': () => (current = after),
    });
    const upvote = await screen.findByRole('button', { name: 'Upvote question' });
    expect(upvote).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Downvote question' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(upvote);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('-2', { exact: false })).toHaveTextContent('-2 votes');
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      value: 'upVote',
      userId: 'u1',
    });
  });

  it("votes on an answer: its arrows show the user's vote and send {answerId, value}", async () => {
    const user = userEvent.setup();
    const voted = makeQuestion({
      ...answered,
      answer: [{ ...answered.answer[0]!, upVote: ['u1'], votes: 1 }, answered.answer[1]!],
    });
    let current = answered;
    const { fetchMock } = render(answered, ada, {
      'GET /api/questions/q1': () => current,
      'PATCH /api/answer/vote/q1': () => (current = voted),
    });
    const item = await screen.findByRole('listitem', { name: 'Answer by Ada Lovelace' });
    const upvote = within(item).getByRole('button', { name: 'Upvote answer' });
    expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await user.click(upvote);
    await waitFor(() => expect(upvote).toHaveAttribute('aria-pressed', 'true'));
    expect(item.querySelector('.votes__count')).toHaveTextContent('1 votes');
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      answerId: 'a1',
      value: 'upVote',
    });
  });

  it('saves the question: Save toggles to Saved with the count the server answers', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(makeQuestion({ ...asked, bookmarks: 2 }), ada, {
      'GET /api/questions/bookmark/q1': { bookmarked: false, bookmarks: 2 },
      'PATCH /api/questions/bookmark/q1': { bookmarked: true, bookmarks: 3 },
    });
    const save = await screen.findByRole('button', { name: /^Save/ });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(save).toHaveTextContent('Save (2 saves)');
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(save).toHaveTextContent('Saved (3 saves)');
    expect(calls(fetchMock, 'PATCH')).toHaveLength(1);
  });

  it('sends a visitor who saves to /Auth', async () => {
    const user = userEvent.setup();
    render(asked, null);
    await user.click(await screen.findByRole('button', { name: /^Save/ }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToSave);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });

  it('sends a visitor who votes to /Auth', async () => {
    const user = userEvent.setup();
    render(asked, null);
    await user.click(await screen.findByRole('button', { name: 'Downvote question' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToVote);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });

  it("alerts the server's message when voting on your own question", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(asked, linus, {
      'PATCH /api/questions/vote/q1': () =>
        new Response(JSON.stringify({ message: MESSAGES.ownQuestionVote }), { status: 400 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Upvote question' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.ownQuestionVote));
  });

  it('copies the question URL on Share and alerts it', async () => {
    const user = userEvent.setup();
    render(asked, null);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const url = `${window.location.origin}/Questions/q1`;
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(`Copied url: ${url}`));
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('uses the public URL for Share when the server has one', async () => {
    const user = userEvent.setup();
    const { queryClient } = render(asked, null, {
      'GET /api/site': { contactEmail: 'a', contactPhone: '1', publicUrl: 'https://hive.example/' },
    });
    await screen.findByRole('heading', { level: 1 });
    // The page does not load the site info: Share asks for it when clicked.
    expect(queryClient.getQueryData(queryKeys.site)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('Copied url: https://hive.example/Questions/q1'),
    );
  });

  it("sends a visitor's Ask Your Own Question. to /Auth with the capitalised message", async () => {
    const user = userEvent.setup();
    render(asked, null);
    await user.click(await screen.findByRole('button', { name: 'Ask Your Own Question.' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAskCapital);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });
});
