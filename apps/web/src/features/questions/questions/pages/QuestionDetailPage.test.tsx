import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makeAnswer, makeQuestion, mockAlertsEachTest } from '../../../../test/utils';
import { ada, answered, asked, calls, linus, render } from './QuestionDetailPage.fixtures';

describe('QuestionDetailPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('shows Loading..., then the question with markdown body, tags, votes and asker', async () => {
    render(asked, null);
    expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I reverse a list?' }),
    ).toBeInTheDocument();
    expect((await screen.findByText('hard')).tagName).toBe('STRONG');
    expect(screen.getAllByRole('link', { name: 'python' })[0]).toHaveAttribute(
      'href',
      '/tag/python',
    );
    expect(screen.getByText('-1', { exact: false })).toHaveTextContent('-1 votes');
    expect(screen.getByText('asked 2 days ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linus Torvalds' })).toHaveAttribute(
      'href',
      '/Users/l1',
    );
  });

  it("shows each author's reputation and badge counts beside their name (issue 16)", async () => {
    render(
      makeQuestion({
        ...answered,
        userReputation: 12_345,
        userBadges: { gold: 1, silver: 0, bronze: 4 },
        answer: [makeAnswer({ _id: 'a3', userBadges: { gold: 0, silver: 2, bronze: 0 } })],
      }),
      null,
    );
    const asker = (await screen.findByText('asked 2 days ago')).closest('.post-author')!;
    expect(asker).toHaveTextContent('12.3k');
    expect(asker).toHaveTextContent('1 gold badges');
    expect(asker).toHaveTextContent('4 bronze badges');
    expect(asker).not.toHaveTextContent('silver');
    const answer = screen.getByRole('listitem', { name: 'Answer by Linus Torvalds' });
    expect(answer.querySelector('.post-author')).toHaveTextContent('2 silver badges');
  });

  it('shows Delete only to the asker', async () => {
    render(asked, linus);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('hides Delete from other users and visitors', async () => {
    render(asked, ada);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes the question and goes to /', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(asked, linus, {
      'DELETE /api/questions/delete/q1': { message: 'Question deleted.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it("hides the '{n} Answers' section when there are none", async () => {
    render(asked, null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: /Answers$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Answer' })).toBeInTheDocument();
  });

  it('lists the answers with Delete only on your own', async () => {
    render(answered, ada);
    expect(await screen.findByRole('heading', { name: '2 Answers' })).toBeInTheDocument();
    const mine = screen.getByRole('listitem', { name: 'Answer by Ada Lovelace' });
    const theirs = screen.getByRole('listitem', { name: 'Answer by Linus Torvalds' });
    expect((await within(mine).findByText('[::-1]')).tagName).toBe('CODE');
    expect(within(mine).getByRole('button', { name: 'Delete answer' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete answer' })).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Share answer' })).toBeInTheDocument();
    expect(within(theirs).getByRole('link', { name: 'Linus Torvalds' })).toHaveAttribute(
      'href',
      '/Users/l1',
    );
    expect(within(theirs).getByText('answered an hour ago')).toBeInTheDocument();
  });

  it('has a labelled 30 by 10 answer box', async () => {
    render(asked, null);
    const box = await screen.findByLabelText('Your Answer');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('cols', '30');
    expect(box).toHaveAttribute('rows', '10');
  });

  it('alerts the enter-answer message for an empty answer', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(asked, ada);
    await user.type(await screen.findByLabelText('Your Answer'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.enterAnswer);
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
  });

  it('sends a visitor who answers to /Auth with the login alert', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(asked, null);
    await user.type(await screen.findByLabelText('Your Answer'), 'My answer');
    await user.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAnswer);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
  });

  it("keeps the visitor's answer through sign-in: back on the question, it is still there", async () => {
    const user = userEvent.setup();
    const first = render(asked, null);
    await user.type(await screen.findByLabelText('Your Answer'), 'Kept **draft**');
    await user.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
    first.unmount();
    // Signed in (spec 5 sends them to /), they open the question again.
    const after = makeQuestion({ ...asked, noOfAnswers: 1, answer: [makeAnswer({ _id: 'a9' })] });
    const { fetchMock } = render(asked, ada, { 'PATCH /api/answer/post/q1': after });
    const box = await screen.findByLabelText('Your Answer');
    expect(box).toHaveValue('Kept **draft**');
    // Posted, the draft is forgotten.
    await user.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Your Answer')).toHaveValue(''));
    expect(sessionStorage.length).toBe(0);
  });

  it('posts an answer with the old count plus 1 and shows it', async () => {
    const user = userEvent.setup();
    const after = makeQuestion({
      ...asked,
      noOfAnswers: 1,
      answer: [
        makeAnswer({
          _id: 'a9',
          userId: 'u1',
          userAnswered: 'Ada Lovelace',
          answerBody: 'Fresh answer',
        }),
      ],
    });
    const { fetchMock } = render(asked, ada, { 'PATCH /api/answer/post/q1': after });
    const box = await screen.findByLabelText('Your Answer');
    await user.type(box, 'Fresh answer');
    expect(screen.getByRole('region', { name: 'Answer preview' })).toHaveTextContent(
      'Fresh answer',
    );
    await user.click(screen.getByRole('button', { name: 'Post Your Answer' }));
    expect(await screen.findByRole('heading', { name: '1 Answers' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      noOfAnswers: 1,
      answerBody: 'Fresh answer',
      userAnswered: 'Ada Lovelace',
      userId: 'u1',
    });
  });

  it('lets the asker accept an answer: the server puts it first with the mark', async () => {
    const user = userEvent.setup();
    const accepted = makeQuestion({
      ...answered,
      acceptedAnswerId: 'a1',
      answer: answered.answer,
    });
    const { fetchMock } = render(answered, linus, {
      'PATCH /api/answer/accept/q1': accepted,
    });
    const ada = await screen.findByRole('listitem', { name: 'Answer by Ada Lovelace' });
    const accept = within(ada).getByRole('button', { name: /Accept/ });
    expect(accept).toHaveAttribute('aria-pressed', 'false');
    await user.click(accept);
    const marked = await screen.findByRole('listitem', { name: 'Accepted answer by Ada Lovelace' });
    expect(within(marked).getByRole('button', { name: /Accepted/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      answerId: 'a1',
    });
  });

  it('shows others the accepted mark but no accept control', async () => {
    render(makeQuestion({ ...answered, acceptedAnswerId: 'a2', answer: answered.answer }), ada);
    const marked = await screen.findByRole('listitem', {
      name: 'Accepted answer by Linus Torvalds',
    });
    expect(within(marked).getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('sorts answers by the link chosen, kept in ?answers=, the accepted one always first', async () => {
    const user = userEvent.setup();
    const hour = 3_600_000;
    const sorted = makeQuestion({
      ...asked,
      noOfAnswers: 3,
      acceptedAnswerId: 'a3',
      answer: [
        makeAnswer({ _id: 'a3', answerBody: 'accepted', answerOn: new Date(hour).toISOString() }),
        makeAnswer({
          _id: 'a1',
          answerBody: 'old',
          votes: 5,
          answerOn: new Date(2 * hour).toISOString(),
        }),
        makeAnswer({
          _id: 'a2',
          answerBody: 'new',
          votes: 0,
          answerOn: new Date(3 * hour).toISOString(),
        }),
      ],
    });
    const { router } = render(sorted, null);
    const sortNav = await screen.findByRole('navigation', { name: 'Sort answers' });
    expect(within(sortNav).getByRole('link', { name: 'Highest score' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const order = () =>
      screen
        .getAllByRole('listitem', { name: /answer by/i })
        .map((item) => within(item).getByText(/^(accepted|old|new)$/).textContent);
    expect(order()).toEqual(['accepted', 'old', 'new']);
    await user.click(within(sortNav).getByRole('link', { name: 'Newest' }));
    expect(router.state.location.search).toBe('?answers=newest');
    expect(order()).toEqual(['accepted', 'new', 'old']);
    await user.click(within(sortNav).getByRole('link', { name: 'Oldest' }));
    expect(order()).toEqual(['accepted', 'old', 'new']);
    expect(within(sortNav).getByRole('link', { name: 'Oldest' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
