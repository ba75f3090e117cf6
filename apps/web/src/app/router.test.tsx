import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MESSAGES, TAGS } from '@stackhive/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/utils';
import { createQueryClient } from './query-client';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('router', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the not-found page inside the frame for an unknown route', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Page not found', level: 1 }),
    ).toBeInTheDocument();
    // Inside the site's frame (found by a newcomer: it used to lose the navbar).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all questions' })).toHaveAttribute(
      'href',
      '/Questions',
    );
  });

  it('matches routes case-sensitively', async () => {
    renderApp('/tags');
    expect(
      await screen.findByRole('heading', { name: 'Page not found', level: 1 }),
    ).toBeInTheDocument();
    // Inside the site's frame (found by a newcomer: it used to lose the navbar).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders the Tags page with the catalogue and the left sidebar', async () => {
    renderApp('/Tags');
    expect(await screen.findByRole('heading', { name: 'Tags', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: TAGS[0]!.TagName })[0]).toHaveAttribute(
      'href',
      '/tag/javascript',
    );
  });

  it("shows the server's message as the not-found page for a missing profile", async () => {
    stubFetch({});
    // React and the router log the caught render error; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/Users/nobody');
    expect(
      await screen.findByRole('heading', { name: 'Not found.', level: 1 }),
    ).toBeInTheDocument();
    // Inside the site's frame (found by a newcomer: it used to lose the navbar).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the question list with both sidebars on /Questions', async () => {
    stubFetch({ 'GET /api/questions/get': { items: [], total: 0, nextCursor: null } });
    renderApp('/Questions');
    expect(
      await screen.findByRole('heading', { name: 'All Questions', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Watched tags' })).toBeInTheDocument();
    expect(await screen.findByText('0 questions')).toBeInTheDocument();
  });

  it('keeps / as the marketing Home page', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to StackHive', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Questions' })).not.toBeInTheDocument();
  });

  it('shows the right sidebar on the tag page', async () => {
    stubFetch({ 'GET /api/questions/get': { items: [], total: 0, nextCursor: null } });
    renderApp('/tag/css');
    expect(await screen.findByRole('heading', { name: 'css', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Watched tags' })).toBeInTheDocument();
  });

  it("shows the server's message as the not-found page for a missing question", async () => {
    stubFetch({
      'GET /api/questions/nope': () =>
        new Response(JSON.stringify({ message: 'Question not found.' }), { status: 404 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/Questions/nope');
    expect(
      await screen.findByRole('heading', { name: 'Question not found.', level: 1 }),
    ).toBeInTheDocument();
    // Inside the site's frame (found by a newcomer: it used to lose the navbar).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the community feed on /Community and on /community (spec 4 goes to the latter)', async () => {
    stubFetch({ 'GET /api/community/get': { items: [], total: 0, nextCursor: null } });
    renderApp('/community');
    expect(
      await screen.findByRole('heading', { name: 'Latest Posts', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noPostsFound)).toBeInTheDocument();
  });

  it("shows the server's message as the not-found page for a missing post", async () => {
    stubFetch({
      'GET /api/community/post/nope': () =>
        new Response(JSON.stringify({ message: 'Post not found.' }), { status: 404 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/community/post/nope');
    expect(
      await screen.findByRole('heading', { name: 'Post not found.', level: 1 }),
    ).toBeInTheDocument();
    // Inside the site's frame (found by a newcomer: it used to lose the navbar).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/search/git', '/Search/git'])(
    'shows the search page with both sidebars on %s (both spellings of spec 2)',
    async (path) => {
      const count = (n: number) => ({ count: n, capped: false });
      const fetchMock = stubFetch({
        'GET /api/search': {
          q: 'git',
          type: 'questions',
          sort: 'relevance',
          counts: { questions: count(0), tags: count(1), posts: count(0), users: count(0) },
          items: [],
          nextCursor: null,
        },
      });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Search results for “git”', level: 1 }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: 'Tags (1)' })).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.searchNoQuestions)).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Watched tags' })).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/search?q=git&')),
      ).toBe(true);
    },
  );

  it('keeps other capitalisations of /search unmatched', async () => {
    renderApp('/SEARCH/git');
    expect(
      await screen.findByRole('heading', { name: 'Page not found', level: 1 }),
    ).toBeInTheDocument();
    // Inside the site's frame (found by a newcomer: it used to lose the navbar).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
