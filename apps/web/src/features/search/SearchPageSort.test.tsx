import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_SYNTAX_HELP } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makeQuestionSummary, mockAlertsEachTest, renderRoutes } from '../../test/utils';
import { counts, exact, requestedTypes, stubSearch } from '../../test/search';
import { SearchHelpPage } from './SearchHelpPage';
import { SearchPage } from './SearchPage';

// Issue 32: the sort switch, every word and phrase marked, and the help page.
const routes = [
  { path: '/search/:id', element: <SearchPage /> },
  { path: '/help/search', element: <SearchHelpPage /> },
  { path: '*', element: null },
];

describe('SearchPage sort, marks and help', () => {
  mockAlertsEachTest();

  it('sorts by the chosen order, kept in the URL, and asks the server for it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch('undo', counts({ questions: exact(1) }), {
      questions: [[makeQuestionSummary({ _id: 'q1', questionTitle: 'Undo a commit' })]],
    });
    const { router } = renderRoutes(routes, '/search/undo');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('relevance');
    expect(await screen.findByRole('link', { name: 'Undo a commit' })).toBeInTheDocument();

    await user.selectOptions(sort, 'votes');
    expect(router.state.location.search).toBe('?sort=votes');
    await user.selectOptions(sort, 'newest');
    expect(router.state.location.search).toBe('?sort=newest');
    await user.selectOptions(sort, 'relevance');
    expect(router.state.location.search).toBe('');
    // The default order is left out of the API's URL; the others are named.
    expect(requestedTypes(fetchMock).map((params) => params.get('sort'))).toEqual([
      null,
      'votes',
      'newest',
    ]);
  });

  it('hides the sort switch on the tabs it does not order', async () => {
    stubSearch('ada', counts({ users: exact(0) }), {});
    renderRoutes(routes, '/search/ada?tab=users');
    expect(await screen.findByRole('tab', { name: 'Users (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('marks each word and phrase of the query, not the operators', async () => {
    stubSearch('"event loop" node [javascript] score:1', counts({ questions: exact(1) }), {
      questions: [
        [makeQuestionSummary({ _id: 'q1', questionTitle: 'Node: the event loop, in order' })],
      ],
    });
    renderRoutes(routes, `/search/${encodeURIComponent('"event loop" node [javascript] score:1')}`);
    const link = await screen.findByRole('link', { name: 'Node: the event loop, in order' });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Node',
      'event loop',
    ]);
  });

  it('links to the help page, which lists every operator with an example to try', async () => {
    const user = userEvent.setup();
    stubSearch('x', counts(), {});
    const { router } = renderRoutes(routes, '/search/x');
    await user.click(await screen.findByRole('link', { name: /Search help/ }));
    expect(router.state.location.pathname).toBe('/help/search');
    const table = screen.getByRole('table', { name: 'Search syntax, with an example to try' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SEARCH_SYNTAX_HELP.length);
    for (const operator of [
      'user:',
      'score:',
      'answers:',
      'views:',
      'hasaccepted:',
      'closed:',
      'duplicate:',
      'is:question',
      'created:',
      '[python]',
      '-jquery',
      '"event loop"',
    ]) {
      expect(table.textContent, operator).toContain(operator);
    }
    expect(within(table).getByRole('link', { name: /^score:3\s+score:1\.\.5$/ })).toHaveAttribute(
      'href',
      '/search/score%3A3',
    );
  });
});
