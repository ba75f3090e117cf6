import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes, stubFetch } from '../../../../test/utils';
import { RevisionsPage } from './RevisionsPage';

const routes = [
  { path: '/Questions/:id/revisions', element: <RevisionsPage kind="question" /> },
  {
    path: '/Questions/:id/answers/:answerId/revisions',
    element: <RevisionsPage kind="answer" />,
  },
  { path: '*', element: null },
];

const text = (title: string, body: string, tags: string[]) => ({
  questionTitle: title,
  questionBody: body,
  questionTags: tags,
});

describe('RevisionsPage', () => {
  it('shows each edit of a question as a word diff, with who, when and why', async () => {
    stubFetch({
      'GET /api/questions/q1/revisions': page([
        {
          _id: 'r2',
          userId: 'u1',
          userName: 'Ada Lovelace',
          editedOn: new Date(Date.now() - 3_600_000).toISOString(),
          editSummary: 'fixed the title',
          before: text('Old title', 'Same body', ['git']),
          after: text('New title', 'Same body', ['git', 'bash']),
        },
      ]),
    });
    renderRoutes(routes, '/Questions/q1/revisions');
    expect(await screen.findByRole('heading', { name: 'Question edits' })).toBeInTheDocument();
    const revision = await screen.findByRole('listitem');
    expect(revision.querySelector('.revision__meta')).toHaveTextContent(
      'Edited an hour ago by Ada Lovelace: fixed the title',
    );
    expect([...revision.querySelectorAll('del')].map((el) => el.textContent)).toEqual(['Old']);
    expect([...revision.querySelectorAll('ins')].map((el) => el.textContent)).toEqual([
      'New',
      'bash',
    ]);
    expect(within(revision).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/Users/u1',
    );
  });

  it("shows an answer's edits, and says so when there are none", async () => {
    stubFetch({
      'GET /api/questions/q1/answers/a1/revisions': page([]),
    });
    renderRoutes(routes, '/Questions/q1/answers/a1/revisions');
    expect(await screen.findByText('It has not been edited.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the question' })).toHaveAttribute(
      'href',
      '/Questions/q1',
    );
  });
});
