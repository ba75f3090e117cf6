import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { mockAlertsEachTest, renderRoutes } from '../../test/utils';
import { counts, exact, publicUser, requestedTypes, stubSearch } from '../../test/search';
import { SearchPage } from './SearchPage';

const routes = [
  { path: '/search/:id', element: <SearchPage /> },
  { path: '*', element: null },
];

describe('SearchPage tabs', () => {
  mockAlertsEachTest();

  it('keeps the chosen tab in the URL and loads that tab', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch('ada', counts({ questions: exact(0), users: exact(1) }), {
      users: [[publicUser({ _id: 'u9', name: 'Ada Lovelace' })]],
    });
    const { router } = renderRoutes(routes, '/search/ada');
    expect(await screen.findByText(MESSAGES.searchNoQuestions)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users (1)' }));
    expect(router.state.location.pathname).toBe('/search/ada');
    expect(router.state.location.search).toBe('?tab=users');
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Questions (0)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/Users/u9');
    expect(link.querySelector('mark')).toHaveTextContent('Ada');
    expect(requestedTypes(fetchMock).map((params) => params.get('type'))).toEqual([
      'questions',
      'users',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Questions (0)' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the URL (a link or a reload keeps it)', async () => {
    const fetchMock = stubSearch('java', counts({ tags: exact(2) }), {
      tags: [
        [
          { TagName: 'java', TagDesc: 'A class-based language.' },
          { TagName: 'javascript', TagDesc: 'The language of the web.' },
        ],
      ],
    });
    renderRoutes(routes, '/search/java?tab=tags');
    const link = await screen.findByRole('link', { name: 'javascript' });
    expect(link).toHaveAttribute('href', '/tag/javascript');
    expect(link.querySelector('mark')).toHaveTextContent('java');
    expect(screen.getByText('The language of the web.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tags (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(requestedTypes(fetchMock)[0]!.get('type')).toBe('tags');
  });

  it('falls back to the questions tab for an unknown tab in the URL', async () => {
    stubSearch('x', counts(), {});
    renderRoutes(routes, '/search/x?tab=nonsense');
    expect(await screen.findByText(MESSAGES.searchNoQuestions)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Questions (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    stubSearch('x', counts(), {});
    const { router } = renderRoutes(routes, '/search/x');
    const questions = await screen.findByRole('tab', { name: 'Questions (0)' });
    expect(questions).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Tags (0)' })).toHaveAttribute('tabindex', '-1');
    questions.focus();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=tags');
    expect(screen.getByRole('tab', { name: 'Tags (0)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=users');
    await user.keyboard('{Home}');
    expect(router.state.location.search).toBe('');
  });
});
