import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TEAM_MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeQuestion,
  makeTeam,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
} from '../../../../test/utils';
import { AskQuestionPage } from './AskQuestionPage';

/** Asking in a team (issue 33): /AskQuestion?team={slug}, as a team's page links to it. */

const routes = [
  { path: '/AskQuestion', element: <AskQuestionPage /> },
  { path: '*', element: null },
];

const me = makeUser();
const team = makeTeam();
const teamAnswers = {
  'GET /api/teams/platform': team,
  'GET /api/teams/platform/tags': page([{ name: 'billing', description: '', questions: 2 }]),
};

const tags = () => screen.getByLabelText('Tags');

describe('AskQuestionPage in a team', () => {
  const alertSpy = mockAlertsEachTest();

  it('names the team the question goes to and that only its members see it', async () => {
    signIn(me, teamAnswers);
    renderRoutes(routes, '/AskQuestion?team=platform');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask a question in Platform Team' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Platform Team' })).toHaveAttribute(
      'href',
      '/c/platform',
    );
    expect(screen.getByText(TEAM_MESSAGES.teamQuestionPrivate, { exact: false })).toBeVisible();
    expect(screen.getByText(TEAM_MESSAGES.teamTagsHint)).toBeInTheDocument();
  });

  it("takes any tag spelled as one, offers the team's own, and refuses a bad spelling", async () => {
    const user = userEvent.setup();
    signIn(me, teamAnswers);
    renderRoutes(routes, '/AskQuestion?team=platform');
    await screen.findByRole('heading', { level: 1, name: 'Ask a question in Platform Team' });
    // Not a catalogue tag: in a team it is the team's word to use.
    await user.type(tags(), 'Payments-v2 ');
    expect(screen.getByRole('button', { name: 'Remove tag payments-v2' })).toBeInTheDocument();
    await user.type(tags(), 'bil');
    await user.click(await screen.findByRole('button', { name: 'billing' }));
    expect(screen.getByRole('button', { name: 'Remove tag billing' })).toBeInTheDocument();
    await user.type(tags(), 'no_underscores ');
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(TEAM_MESSAGES.teamTagSpelling);
    expect(screen.getAllByRole('button', { name: /^Remove tag / })).toHaveLength(2);
  });

  it('posts the question with its team and opens it', async () => {
    const user = userEvent.setup();
    const created = makeQuestion({
      _id: 'q9',
      team: { slug: 'platform', name: 'Platform Team' },
    });
    const fetchMock = signIn(me, { ...teamAnswers, 'POST /api/questions/Ask': created });
    renderRoutes(routes, '/AskQuestion?team=platform');
    await user.type(await screen.findByLabelText('Title'), 'Why do refunds fail?');
    await user.type(screen.getByLabelText('Body'), 'Since Monday.');
    await user.type(tags(), 'refunds ');
    await user.click(screen.getByRole('button', { name: 'Post your question' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Questions/q9'));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      questionTitle: 'Why do refunds fail?',
      questionBody: 'Since Monday.',
      questionTags: ['refunds'],
      userPosted: me.name,
      userId: me._id,
      team: 'platform',
    });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('says so when the team does not exist for the viewer', async () => {
    signIn(me);
    renderRoutes(routes, '/AskQuestion?team=secret');
    expect(
      await screen.findByRole('heading', { level: 1, name: TEAM_MESSAGES.teamNotFound }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument();
  });
});
