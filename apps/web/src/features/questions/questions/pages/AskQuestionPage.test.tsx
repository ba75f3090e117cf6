import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  makeQuestion,
  makeUser,
  mockAlertsEachTest,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../../test/utils';
import { AskQuestionPage } from './AskQuestionPage';

const routes = [
  { path: '/AskQuestion', element: <AskQuestionPage /> },
  { path: '*', element: null },
];

const me = makeUser();

const title = () => screen.getByLabelText('Title');
const body = () => screen.getByLabelText('Body');
const tags = () => screen.getByLabelText('Tags');
const post = () => screen.getByRole('button', { name: 'Post your question' });

describe('AskQuestionPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('sends a visitor to /Auth with the login alert', async () => {
    stubFetch({});
    renderRoutes(routes, '/AskQuestion');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Auth'));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAsk);
  });

  it('shows the heading and labelled fields', () => {
    signIn(me);
    renderRoutes(routes, '/AskQuestion');
    expect(screen.getByRole('heading', { name: 'Ask a public Question' })).toBeInTheDocument();
    expect(title()).toHaveAttribute('maxLength', '150');
    expect(body().tagName).toBe('TEXTAREA');
    expect(screen.getByText(MESSAGES.tagsHint)).toBeInTheDocument();
  });

  it.each([
    ['the title', { title: '', body: 'Body', tag: 'python' }],
    ['the body', { title: 'Title', body: '', tag: 'python' }],
    ['the tags', { title: 'Title', body: 'Body', tag: '' }],
    ['a blank title', { title: '   ', body: 'Body', tag: 'python' }],
  ])('alerts the invalid-question message when %s is missing', async (_, fields) => {
    const user = userEvent.setup();
    const fetchMock = signIn(me);
    renderRoutes(routes, '/AskQuestion');
    if (fields.title) await user.type(title(), fields.title);
    if (fields.body) await user.type(body(), fields.body);
    if (fields.tag) await user.type(tags(), `${fields.tag} `);
    await user.click(post());
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.invalidQuestion);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('adds a newline on Enter in the body and does not submit', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(me);
    renderRoutes(routes, '/AskQuestion');
    await user.type(body(), 'line one{Enter}line two');
    expect(body()).toHaveValue('line one\nline two');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a sixth tag with an alert', async () => {
    const user = userEvent.setup();
    signIn(me);
    renderRoutes(routes, '/AskQuestion');
    await user.type(tags(), 'python java css html git ');
    expect(screen.getAllByRole('button', { name: /^Remove tag / })).toHaveLength(5);
    expect(alertSpy).not.toHaveBeenCalled();
    await user.type(tags(), 'bash ');
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.tagsHint);
    expect(screen.getAllByRole('button', { name: /^Remove tag / })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Remove tag bash' })).not.toBeInTheDocument();
  });

  it('shows tag suggestions only while the tag input is focused', async () => {
    const user = userEvent.setup();
    signIn(me);
    renderRoutes(routes, '/AskQuestion');
    await user.type(tags(), 'jav');
    expect(screen.getByRole('list', { name: 'Tag suggestions' })).toBeInTheDocument();
    await user.click(title());
    expect(screen.queryByRole('list', { name: 'Tag suggestions' })).not.toBeInTheDocument();
    await user.click(tags());
    expect(screen.getByRole('list', { name: 'Tag suggestions' })).toBeInTheDocument();
    await user.click(body());
    expect(screen.queryByRole('list', { name: 'Tag suggestions' })).not.toBeInTheDocument();
  });

  it('previews the body as markdown', async () => {
    const user = userEvent.setup();
    signIn(me);
    renderRoutes(routes, '/AskQuestion');
    await user.type(body(), 'Some **bold** text');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('bold'));
  });

  it('posts the question and goes to /', async () => {
    const user = userEvent.setup();
    const created = makeQuestion({ _id: 'q9', userId: me._id, userPosted: me.name });
    const fetchMock = signIn(me, { 'POST /api/questions/Ask': created });
    renderRoutes(routes, '/AskQuestion');
    await user.type(title(), 'How do I sort?');
    await user.type(body(), 'Details{Enter}More');
    await user.type(tags(), 'python ');
    await user.click(post());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      questionTitle: 'How do I sort?',
      questionBody: 'Details\nMore',
      questionTags: ['python'],
      userPosted: me.name,
      userId: me._id,
    });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("alerts the server's message on a 400", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(me, {
      'POST /api/questions/Ask': () =>
        new Response(JSON.stringify({ message: 'questionTitle is too long' }), { status: 400 }),
    });
    renderRoutes(routes, '/AskQuestion');
    await user.type(title(), 'T');
    await user.type(body(), 'B');
    await user.type(tags(), 'python ');
    await user.click(post());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('questionTitle is too long'));
    expect(screen.getByTestId('location')).toHaveTextContent('/AskQuestion');
  });

  it('shows questions like the title once typing pauses; links open in a new tab (issue 32)', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(me, {
      'GET /api/questions/similar': {
        items: [
          {
            _id: 'q1',
            questionTitle: 'How to undo the last git commit',
            votes: 12,
            noOfAnswers: 3,
            accepted: true,
            duplicateOf: null,
          },
        ],
      },
    });
    const similarCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/api/questions/similar'));
    renderRoutes(routes, '/AskQuestion');
    // Only stop words: nothing to ask about.
    await user.type(title(), 'How do I ');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(similarCalls()).toEqual([]);
    await user.type(title(), 'undo a commit');
    const link = await screen.findByRole('link', { name: /How to undo the last git commit/ });
    expect(link).toHaveAttribute('href', '/Questions/q1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('How to undo the last git commit (opens in a new tab)');
    expect(screen.getByText('1 similar question found')).toHaveAttribute('role', 'status');
    // One request for the whole title typed without a pause, not one per key.
    expect(similarCalls()).toEqual([
      `/api/questions/similar?title=${encodeURIComponent('How do I undo a commit').replace(/%20/g, '+')}`,
    ]);
  });

  it('starts from a draft handed over in the navigation state (the chatbot, issue 32)', () => {
    signIn(me);
    renderRoutes(routes, '/AskQuestion', {
      draft: { questionTitle: 'Entangled teapots?', questionBody: 'first\n\nEntangled teapots?' },
    });
    expect(title()).toHaveValue('Entangled teapots?');
    expect(body()).toHaveValue('first\n\nEntangled teapots?');
  });
});
