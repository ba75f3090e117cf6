import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftIn } from '../../session/question-draft';
import { VERIFIED_KEY } from '../../session/storage';
import { makeUser, mockAlertsEachTest, renderRoutes, signIn } from '../../test/utils';
import { ChatBotPage } from './ChatBotPage';
import { BotReply } from './components/BotReply';
import { splitLinks } from './components/LinkifiedText';
import { REVEAL_CHAR_INTERVAL_MS, REVEAL_START_DELAY_MS } from './reveal';

/** The ask form's address, showing the draft it was handed. */
function DraftProbe() {
  return <pre data-testid="draft">{JSON.stringify(draftIn(useLocation().state))}</pre>;
}

const routes = [
  { path: '/ChatBot', element: <ChatBotPage /> },
  { path: '/AskQuestion', element: <DraftProbe /> },
  { path: '/Verify-email', element: <p>verify step</p> },
  { path: '/Auth', element: <p>auth</p> },
];

const location = () => screen.getByTestId('location');

const textReply = (text: string) => () =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Signs in a verified user whose chatbot answers with `reply`. */
function signInVerified(reply: unknown) {
  return signIn(makeUser({ verified: true }), { 'POST /api/ChatBot/post': reply });
}

const chatCalls = (fetchMock: ReturnType<typeof signIn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/ChatBot/post');

/** Advances the fake clock inside act, letting promises settle as it goes. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ChatBotPage', () => {
  const alertSpy = mockAlertsEachTest();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the header, an empty chat window, the input and Send', () => {
    signInVerified(textReply('hi'));
    renderRoutes(routes, '/ChatBot');
    expect(screen.getByRole('heading', { name: 'StackHive ChatBot' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter your query...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chat' })).toHaveAttribute('aria-live', 'polite');
  });

  it('does not send an empty or blank query', async () => {
    const user = userEvent.setup();
    const fetchMock = signInVerified(textReply('hi'));
    renderRoutes(routes, '/ChatBot');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByPlaceholderText('Enter your query...'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(chatCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByText('Bot is typing…')).not.toBeInTheDocument();
  });

  it('sends the query, types the reply out, then shows it as "Bot: ..."', async () => {
    const fetchMock = signInVerified(textReply('Use git'));
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'VERIFIED' }));
    renderRoutes(routes, '/ChatBot');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

    const input = screen.getByPlaceholderText('Enter your query...');
    fireEvent.change(input, { target: { value: '  How do I undo a commit?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('How do I undo a commit?')).toBeInTheDocument();
    expect(input).toHaveValue('');

    // The reply arrives (promises only, no time passes); the reveal clock starts now.
    await advance(0);
    await advance(0);
    expect(JSON.parse(String(chatCalls(fetchMock)[0]?.[1]?.body))).toEqual({
      query: 'How do I undo a commit?',
    });
    const typed = screen.getByTestId('bot-typing-text');
    expect(screen.getByText('Bot is typing…')).toBeInTheDocument();
    expect(typed).toHaveTextContent(/^$/);

    await advance(REVEAL_START_DELAY_MS - 1);
    expect(typed).toHaveTextContent(/^$/);
    await advance(1 + REVEAL_CHAR_INTERVAL_MS);
    expect(typed).toHaveTextContent(/^U$/);
    await advance(REVEAL_CHAR_INTERVAL_MS);
    expect(typed).toHaveTextContent(/^Us$/);
    await advance(REVEAL_CHAR_INTERVAL_MS * 4);
    expect(typed).toHaveTextContent(/^Use gi$/);
    expect(screen.queryByText(/^Bot:/)).not.toBeInTheDocument();

    await advance(REVEAL_CHAR_INTERVAL_MS);
    expect(screen.getByText(/^Bot:/)).toHaveTextContent('Bot: Use git');
    expect(screen.queryByText('Bot is typing…')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bot-typing-text')).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('shows a short error line when the bot fails', async () => {
    const user = userEvent.setup();
    signInVerified(
      () => new Response(JSON.stringify({ message: MESSAGES.rateLimited }), { status: 429 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/ChatBot');
    await user.type(screen.getByPlaceholderText('Enter your query...'), 'hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
    expect(location()).toHaveTextContent(/^\/ChatBot$/);
  });

  it('goes to /Verify-email when the server answers 403', async () => {
    const user = userEvent.setup();
    signIn(makeUser(), {
      'POST /api/ChatBot/post': () =>
        new Response(JSON.stringify({ message: MESSAGES.chatNeedsVerification }), {
          status: 403,
        }),
    });
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'VERIFIED' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/ChatBot');
    await user.type(screen.getByPlaceholderText('Enter your query...'), 'hello{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Verify-email$/));
    expect(localStorage.getItem(VERIFIED_KEY)).toBeNull();
  });

  it('sends a signed-in but unverified user to /Verify-email on entry', async () => {
    signIn(makeUser());
    renderRoutes(routes, '/ChatBot');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Verify-email$/));
  });

  it('waits for the server before turning away a user verified elsewhere', async () => {
    // The stored record predates the verification; the server knows better.
    signIn(makeUser({ verified: true }));
    localStorage.setItem(
      'Profile',
      JSON.stringify({
        ...JSON.parse(localStorage.getItem('Profile') ?? '{}'),
        result: makeUser({ verified: false }),
      }),
    );
    renderRoutes(routes, '/ChatBot');
    expect(await screen.findByPlaceholderText('Enter your query...')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/ChatBot$/);
  });

  it('alerts a visitor and sends them to /Auth', async () => {
    renderRoutes(routes, '/ChatBot');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Auth$/));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginToAsk);
  });
});

describe('BotReply', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes the URLs of the finished reply clickable, as nodes', async () => {
    vi.useFakeTimers();
    const text =
      'Try this:\n- <b>reset</b> http://localhost:3000/Questions/q1.\n- see https://git-scm.com/docs/git-reset';
    render(
      <MemoryRouter>
        <BotReply text={text} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await act(() =>
      vi.advanceTimersByTimeAsync(
        REVEAL_START_DELAY_MS + REVEAL_CHAR_INTERVAL_MS * Array.from(text).length,
      ),
    );
    const internal = screen.getByRole('link', { name: 'http://localhost:3000/Questions/q1' });
    expect(internal).toHaveAttribute('href', '/Questions/q1');
    const external = screen.getByRole('link', { name: 'https://git-scm.com/docs/git-reset' });
    expect(external).toHaveAttribute('href', 'https://git-scm.com/docs/git-reset');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Markup in the reply stays text.
    expect(screen.getByText(/<b>reset<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('splitLinks', () => {
  it('keeps trailing punctuation out of the URL and ignores other schemes', () => {
    expect(splitLinks('See (https://a.dev/x), or javascript:alert(1).')).toEqual([
      { kind: 'text', text: 'See (' },
      { kind: 'link', href: 'https://a.dev/x' },
      { kind: 'text', text: '), or javascript:alert(1).' },
    ]);
    expect(splitLinks('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });

  it('offers to draft the conversation as a question when the community had nothing (issue 32)', async () => {
    const user = userEvent.setup();
    const nothing = `${MESSAGES.chatNothingFound} ${MESSAGES.chatAskCommunity}http://localhost/AskQuestion`;
    const replies = ['Use git revert: http://localhost/Questions/q1', nothing];
    signIn(makeUser({ verified: true }), {
      'POST /api/ChatBot/post': () => textReply(replies.shift() ?? '')(),
    });
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'VERIFIED' }));
    renderRoutes(routes, '/ChatBot');
    const input = screen.getByPlaceholderText('Enter your query...');
    await user.type(input, 'undo a commit{Enter}');
    await screen.findByText('undo a commit');
    await waitFor(() => expect(screen.queryByText('Bot is typing…')).not.toBeInTheDocument());
    // Answered: nothing to draft.
    expect(screen.queryByRole('button', { name: 'Draft it as a question' })).toBeNull();
    await user.type(input, 'entangled teapots{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Draft it as a question' }));
    expect(location()).toHaveTextContent('/AskQuestion');
    expect(JSON.parse(screen.getByTestId('draft').textContent ?? '')).toEqual({
      questionTitle: 'entangled teapots',
      questionBody: 'undo a commit\n\nentangled teapots',
    });
  });
});
