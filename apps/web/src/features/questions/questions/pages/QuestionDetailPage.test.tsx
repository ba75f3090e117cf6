import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PRIVILEGES, privilegeMessage, type Question } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  makeAnswer,
  makeQuestion,
  makeUser,
  mockAlertsEachTest,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../../test/utils';
import { queryKeys } from '../../../../api/query-keys';
import { QuestionDetailPage } from './QuestionDetailPage';

const routes = [
  { path: '/Questions/:id', element: <QuestionDetailPage /> },
  { path: '*', element: null },
];

const ada = makeUser({ _id: 'u1', name: 'Ada Lovelace' });
const linus = makeUser({ _id: 'l1', name: 'Linus Torvalds' });

const asked = makeQuestion({
  _id: 'q1',
  userId: 'l1',
  userPosted: 'Linus Torvalds',
  questionTitle: 'How do I reverse a list?',
  questionBody: 'I tried **hard**.',
  questionTags: ['python', 'data-structures'],
  upVote: ['u1', 'x'],
  downVote: ['y', 'z', 'w'],
});
const answered = makeQuestion({
  ...asked,
  noOfAnswers: 2,
  answer: [
    makeAnswer({
      _id: 'a1',
      userId: 'u1',
      userAnswered: 'Ada Lovelace',
      answerBody: 'Use `[::-1]`',
    }),
    makeAnswer({
      _id: 'a2',
      userId: 'l1',
      userAnswered: 'Linus Torvalds',
      answerBody: 'Or *reversed()*',
    }),
  ],
});

function render(question: Question, user: typeof ada | null, extra = {}) {
  const answers = {
    [`GET /api/questions/${question._id}`]: question,
    'GET /api/site': { contactEmail: 'a@b', contactPhone: '1', publicUrl: null },
    ...extra,
  };
  const fetchMock = user ? signIn(user, answers) : stubFetch(answers);
  const utils = renderRoutes(routes, `/Questions/${question._id}`);
  return { ...utils, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

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

  it('shows others the accepted mark but no accept control', async () => {
    render(makeQuestion({ ...answered, acceptedAnswerId: 'a2', answer: answered.answer }), ada);
    const marked = await screen.findByRole('listitem', {
      name: 'Accepted answer by Linus Torvalds',
    });
    expect(within(marked).getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
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
