import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PRIVILEGES, privilegeMessage } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeQuestion,
  makeSuggestedEdit,
  makeUser,
  mockAlertsEachTest,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../../test/utils';
import { EditQuestionPage } from './EditQuestionPage';

const routes = [
  { path: '/Questions/:id/edit', element: <EditQuestionPage /> },
  { path: '*', element: null },
];

const question = makeQuestion({
  _id: 'q1',
  userId: 'u1',
  questionTitle: 'How do I reverse a list?',
  questionBody: 'I tried hard.',
  questionTags: ['python'],
});

describe('EditQuestionPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('lets the asker edit the filled-in form and say why', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(makeUser({ _id: 'u1' }), {
      'GET /api/questions/q1': question,
      'PATCH /api/questions/q1': { ...question, questionBody: 'I tried very hard.' },
    });
    const { router } = renderRoutes(routes, '/Questions/q1/edit');
    const body = await screen.findByLabelText('Body');
    expect(screen.getByLabelText('Title')).toHaveValue('How do I reverse a list?');
    await user.clear(body);
    await user.type(body, 'I tried very hard.');
    await user.type(screen.getByLabelText('Edit summary'), 'more effort');
    await user.click(screen.getByRole('button', { name: 'Save edits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Questions/q1'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      questionTitle: 'How do I reverse a list?',
      questionBody: 'I tried very hard.',
      questionTags: ['python'],
      editSummary: 'more effort',
    });
  });

  it('lets anyone else below editOthers suggest the edit, which waits for review (issue 16)', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(
      makeUser({ _id: 'u2', reputation: PRIVILEGES.editOthers.reputation - 1 }),
      {
        'GET /api/questions/q1': question,
        'PATCH /api/questions/q1/suggest-edit': makeSuggestedEdit({
          answerId: null,
          before: { questionBody: 'I tried hard.' },
          after: { questionBody: 'I tried harder.' },
        }),
      },
    );
    renderRoutes(routes, '/Questions/q1/edit');
    expect(await screen.findByRole('heading', { name: 'Suggest an edit' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(privilegeMessage('editOthers')))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save edits' })).toBeNull();
    await user.click(screen.getByLabelText('Body'));
    await user.paste(' Twice.');
    await user.click(screen.getByRole('button', { name: 'Submit suggested edit' }));
    expect(await screen.findByText(MESSAGES.suggestionSent)).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toContain('/api/questions/q1/suggest-edit');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      questionBody: 'I tried hard. Twice.',
    });
  });

  it("lets a user with the editOthers privilege edit someone else's question (issue 16)", async () => {
    signIn(makeUser({ _id: 'u2', reputation: PRIVILEGES.editOthers.reputation }), {
      'GET /api/questions/q1': question,
    });
    renderRoutes(routes, '/Questions/q1/edit');
    expect(await screen.findByRole('button', { name: 'Save edits' })).toBeEnabled();
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/questions/q1': question });
    renderRoutes(routes, '/Questions/q1/edit');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginToEdit));
  });
});
