import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAnswer, makeQuestion, mockAlertsEachTest } from '../../../../test/utils';
import { ada, asked, render } from './QuestionDetailPage.fixtures';

/** A team's question (issue 33), as its members see it. */
const teamQuestion = makeQuestion({
  ...asked,
  questionTags: ['billing', 'python'],
  team: { slug: 'platform', name: 'Platform Team' },
  noOfAnswers: 1,
  answer: [makeAnswer({ _id: 'a1', userId: 'l1', userAnswered: 'Linus Torvalds' })],
});

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('QuestionDetailPage, a team question', () => {
  mockAlertsEachTest();

  it("names its team above the title, its tags lead to the team's questions of that tag, and it is noindex", async () => {
    const { unmount } = render(teamQuestion, ada);
    await screen.findByRole('heading', { level: 1, name: asked.questionTitle });
    const team = screen.getByRole('navigation', { name: 'Team' });
    expect(within(team).getByRole('link', { name: 'Platform Team' })).toHaveAttribute(
      'href',
      '/c/platform',
    );
    expect(screen.getByRole('link', { name: 'billing' })).toHaveAttribute(
      'href',
      '/c/platform?tag=billing',
    );
    expect(robots()).toHaveAttribute('content', 'noindex');
    // Leaving the page takes the mark away: the next page is indexed as before.
    unmount();
    expect(robots()).toBeNull();
  });

  it('lets every member edit the question and the answers directly, whatever their reputation', async () => {
    render(teamQuestion, ada);
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/Questions/q1/edit',
    );
    expect(screen.queryByText('Suggest edit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit answer' })).toBeInTheDocument();
  });

  it('shows a public question as before: no team, catalogue tag links, no noindex', async () => {
    render(asked, ada);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'python' })[0]).toHaveAttribute(
      'href',
      '/tag/python',
    );
    expect(robots()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Suggest edit' })).toBeInTheDocument();
  });
});
