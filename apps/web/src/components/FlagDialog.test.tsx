import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLAG_MESSAGES, FLAG_REASON_LABELS, type Flag } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makeUser, mockAlertsEachTest, renderWithSession, signIn, stubFetch } from '../test/utils';
import { FlagButton } from './FlagButton';
import { CHOOSE_A_REASON, questionIdOf } from './FlagDialog';

const me = makeUser({ _id: 'u1', name: 'Ada Lovelace' });

function flag(overrides: Partial<Flag> = {}): Flag {
  return {
    _id: 'f1',
    target: { kind: 'question', id: 'q1', questionId: 'q1', postId: null },
    reason: 'spam',
    note: null,
    duplicateOf: null,
    createdOn: new Date().toISOString(),
    status: 'pending',
    decidedOn: null,
    decisionNote: null,
    ...overrides,
  };
}

/** The bodies of the flags sent. */
function flagsSent(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/flags')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

async function openDialog(target: 'question' | 'answer' = 'question') {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: `Flag ${target}` });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Flag this ${target}` });
  return { user, button, dialog };
}

describe('the flag dialog (issue 34)', () => {
  const alert = mockAlertsEachTest();

  it('is offered to signed-in readers on what is not their own, never to visitors', async () => {
    stubFetch({});
    const visitor = renderWithSession(<FlagButton target="answer" id="a1" ownerId="l1" />);
    await screen.findByTestId('location');
    expect(screen.queryByRole('button', { name: 'Flag answer' })).not.toBeInTheDocument();
    visitor.unmount();

    signIn(me);
    const own = renderWithSession(<FlagButton target="answer" id="a1" ownerId="u1" />);
    expect(screen.queryByRole('button', { name: 'Flag answer' })).not.toBeInTheDocument();
    own.unmount();

    signIn(me);
    renderWithSession(<FlagButton target="answer" id="a1" ownerId="l1" />);
    expect(await screen.findByRole('button', { name: 'Flag answer' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('offers every reason with its hint, focuses the first, and asks for one before sending', async () => {
    const fetchMock = signIn(me);
    renderWithSession(<FlagButton target="question" id="q1" ownerId="l1" />);
    const { user, dialog } = await openDialog();

    const group = within(dialog).getByRole('group', { name: /moderator's attention/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'spam',
      'rude',
      'improve',
      'duplicate',
      'other',
    ]);
    const spam = within(group).getByRole('radio', { name: FLAG_REASON_LABELS.spam.label });
    expect(spam).toHaveAccessibleDescription(FLAG_REASON_LABELS.spam.hint);
    expect(spam).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CHOOSE_A_REASON);
    expect(flagsSent(fetchMock)).toEqual([]);
  });

  it('needs a note for "Something else", and sends it; then thanks, closes and gives focus back', async () => {
    const fetchMock = signIn(me, { 'POST /api/flags': flag({ reason: 'other' }) });
    renderWithSession(<FlagButton target="question" id="q1" ownerId="l1" />);
    const { user, button, dialog } = await openDialog();

    await user.click(within(dialog).getByLabelText(FLAG_REASON_LABELS.other.label));
    const note = within(dialog).getByLabelText('Note');
    expect(note).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(FLAG_MESSAGES.otherNeedsNote);
    expect(flagsSent(fetchMock)).toEqual([]);

    await user.type(note, '  It links to a phishing site.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FLAG_MESSAGES.flagged));
    expect(flagsSent(fetchMock)).toEqual([
      { target: 'question', id: 'q1', reason: 'other', note: 'It links to a phishing site.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('names the other question of a duplicate, from its pasted address', async () => {
    const fetchMock = signIn(me, { 'POST /api/flags': flag({ reason: 'duplicate' }) });
    renderWithSession(<FlagButton target="question" id="q1" ownerId="l1" />);
    const { user, dialog } = await openDialog();

    expect(within(dialog).queryByLabelText(/other question/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(FLAG_REASON_LABELS.duplicate.label));
    expect(within(dialog).getByLabelText('Note (optional)')).not.toBeRequired();
    const original = within(dialog).getByLabelText('The other question (its link or id)');
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      FLAG_MESSAGES.duplicateNeedsQuestion,
    );

    await user.type(original, 'https://stackhive.example/Questions/q9?answers=newest#answer-a2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FLAG_MESSAGES.flagged));
    expect(flagsSent(fetchMock)).toEqual([
      { target: 'question', id: 'q1', reason: 'duplicate', duplicateOf: 'q9' },
    ]);
  });

  it('offers no duplicate reason for an answer', async () => {
    signIn(me);
    renderWithSession(<FlagButton target="answer" id="a1" ownerId="l1" />);
    const { dialog } = await openDialog('answer');
    expect(
      within(dialog).queryByRole('radio', { name: FLAG_REASON_LABELS.duplicate.label }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
  });

  it("says the server's refusal inside the dialog, which stays open", async () => {
    signIn(me, {
      'POST /api/flags': new Response(JSON.stringify({ message: FLAG_MESSAGES.alreadyFlagged }), {
        status: 409,
      }),
    });
    renderWithSession(<FlagButton target="answer" id="a1" ownerId="l1" />);
    const { user, dialog } = await openDialog('answer');
    await user.click(within(dialog).getByLabelText(FLAG_REASON_LABELS.rude.label));
    await user.click(within(dialog).getByRole('button', { name: 'Submit flag' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      FLAG_MESSAGES.alreadyFlagged,
    );
    expect(screen.getByRole('dialog', { name: 'Flag this answer' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('closes on Cancel, sending nothing, and gives focus back to its button', async () => {
    const fetchMock = signIn(me);
    renderWithSession(<FlagButton target="question" id="q1" ownerId="l1" />);
    const { user, button, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText(FLAG_REASON_LABELS.improve.label));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(flagsSent(fetchMock)).toEqual([]);
  });

  it('goes round to Cancel on Shift+Tab from the chosen reason', async () => {
    signIn(me);
    renderWithSession(<FlagButton target="question" id="q1" ownerId="l1" />);
    const { user, dialog } = await openDialog();
    const rude = within(dialog).getByLabelText(FLAG_REASON_LABELS.rude.label);
    await user.click(rude);
    expect(rude).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});

describe('questionIdOf', () => {
  it('takes the id from a question address, or the text as it is', () => {
    expect(questionIdOf(' https://stackhive.dev/Questions/abc-123 ')).toBe('abc-123');
    expect(questionIdOf('/Questions/abc-123/revisions')).toBe('abc-123');
    expect(questionIdOf('http://x/Questions/q%2D1?answers=votes#answer-2')).toBe('q-1');
    expect(questionIdOf('abc-123')).toBe('abc-123');
    expect(questionIdOf('https://x/Users/u1')).toBe('https://x/Users/u1');
  });
});
