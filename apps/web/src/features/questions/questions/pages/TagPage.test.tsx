import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, findTag } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeQuestionSummary,
  mockAlertsEachTest,
  renderRoutes,
  stubFetch,
} from '../../../../test/utils';
import { TagPage } from './TagPage';

const routes = [
  { path: '/tag/:tag', element: <TagPage /> },
  { path: '*', element: null },
];

describe('TagPage', () => {
  const alertSpy = mockAlertsEachTest();

  it("shows the tag, its description and that tag's questions with the total", async () => {
    const fetchMock = stubFetch({
      'GET /api/questions/get': {
        items: [makeQuestionSummary({ questionTitle: 'List comprehension?' })],
        total: 12,
        nextCursor: 'c',
      },
    });
    renderRoutes(routes, '/tag/python');
    expect(screen.getByRole('heading', { level: 1, name: 'python' })).toBeInTheDocument();
    expect(screen.getByText(findTag('python')!.TagDesc)).toBeInTheDocument();
    expect(await screen.findByText('12 questions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List comprehension?' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('tag=python');
  });

  it('shows a not-found state for an unknown tag without asking the server', () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/tag/cobol');
    expect(screen.getByRole('heading', { name: 'Tag not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all tags' })).toHaveAttribute('href', '/Tags');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uses the capitalised login message for a visitor's Ask Questions", async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/questions/get': { items: [], total: 0, nextCursor: null } });
    renderRoutes(routes, '/tag/css');
    await user.click(screen.getByRole('button', { name: 'Ask Questions' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAskCapital);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Auth'));
  });
});
