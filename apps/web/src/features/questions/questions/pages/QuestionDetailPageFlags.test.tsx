import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QaComment } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makeQuestion, mockAlertsEachTest } from '../../../../test/utils';
import { ada, answered, render } from './QuestionDetailPage.fixtures';

const comment = (id: string, userId: string): QaComment => ({
  _id: id,
  commentBody: `Comment ${id}`,
  userId,
  userCommented: userId === 'u1' ? 'Ada Lovelace' : 'Linus Torvalds',
  userReputation: 1,
  commentedOn: new Date().toISOString(),
});

const withComments = makeQuestion({
  ...answered,
  comments: [comment('c1', 'l1'), comment('c2', 'u1')],
  noOfComments: 2,
});

describe('QuestionDetailPage flags (issue 34)', () => {
  mockAlertsEachTest();

  it("offers Flag on others' question, answers and comments, never on your own", async () => {
    render(withComments, ada);
    // Linus asked: Ada may flag the question, his answer and his comment, not hers.
    expect(await screen.findByRole('button', { name: 'Flag question' })).toBeInTheDocument();
    const linusAnswer = screen.getByRole('listitem', { name: 'Answer by Linus Torvalds' });
    expect(within(linusAnswer).getByRole('button', { name: 'Flag answer' })).toBeInTheDocument();
    const adaAnswer = screen.getByRole('listitem', { name: 'Answer by Ada Lovelace' });
    expect(
      within(adaAnswer).queryByRole('button', { name: 'Flag answer' }),
    ).not.toBeInTheDocument();
    const flags = screen.getAllByRole('button', { name: 'Flag comment' });
    expect(flags).toHaveLength(1);
    expect(flags[0]!.closest('li')).toHaveTextContent('Comment c1');

    await userEvent.setup().click(within(linusAnswer).getByRole('button', { name: 'Flag answer' }));
    expect(await screen.findByRole('dialog', { name: 'Flag this answer' })).toBeInTheDocument();
  });

  it('offers no Flag to a visitor', async () => {
    render(withComments, null);
    await screen.findByRole('heading', { level: 1, name: answered.questionTitle });
    expect(screen.queryByRole('button', { name: /^Flag/ })).not.toBeInTheDocument();
  });
});
