import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { PROFILE_KEY } from '../../session/storage';
import { mockAlertsEachTest, renderRoutes, signIn, stubFetch } from '../../test/utils';
import { PageNotice } from '../../components/PageNotice';
import { ResetPasswordPage } from './ResetPasswordPage';

const routes = [
  {
    path: '/',
    element: (
      <>
        <PageNotice />
        <p>home</p>
      </>
    ),
  },
  { path: '/reset-password/:id', element: <ResetPasswordPage /> },
];

const location = () => screen.getByTestId('location');

async function fillAndSubmit(password: string, confirm = password) {
  const user = userEvent.setup();
  renderRoutes(routes, '/reset-password/tok-123');
  expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const resetCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/verification/resetPassword');

describe('ResetPasswordPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('alerts when the two entries differ, without calling the server', async () => {
    const fetchMock = stubFetch({});
    await fillAndSubmit('newpass123', 'newpass124');
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.passwordsDiffer);
    expect(resetCalls(fetchMock)).toHaveLength(0);
  });

  it('alerts the password rule, without calling the server', async () => {
    const fetchMock = stubFetch({});
    await fillAndSubmit('lettersonly');
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.passwordRule);
    expect(resetCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the token and the password, then goes to / and says so there (no alert)', async () => {
    let body: unknown;
    stubFetch({
      'POST /api/verification/resetPassword': (init: RequestInit) => {
        body = JSON.parse(String(init.body));
        return { status: 'SUCCESS', message: MESSAGES.resetDone };
      },
    });
    await fillAndSubmit('newpass123');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(body).toEqual({ id: 'tok-123', newPassword: 'newpass123' });
    expect(screen.getByText(MESSAGES.resetDone)).toHaveAttribute('role', 'status');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('logs out locally after a reset: every earlier session has ended', async () => {
    signIn(undefined, {
      'POST /api/verification/resetPassword': { status: 'SUCCESS', message: MESSAGES.resetDone },
    });
    await fillAndSubmit('newpass123');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it('alerts the retry message when the reset FAILED and stays', async () => {
    stubFetch({
      'POST /api/verification/resetPassword': { status: 'FAILED', message: MESSAGES.resetInvalid },
    });
    await fillAndSubmit('newpass123');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.highTrafficRetry));
    expect(location()).toHaveTextContent('/reset-password/tok-123');
    expect(screen.getByText(MESSAGES.resetInvalid)).toBeInTheDocument();
  });
});
