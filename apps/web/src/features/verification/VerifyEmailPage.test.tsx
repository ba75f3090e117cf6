import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makeUser, mockAlertsEachTest, renderRoutes, signIn } from '../../test/utils';
import { VerifyEmailPage } from './VerifyEmailPage';

const routes = [
  { path: '/Verify-email', element: <VerifyEmailPage /> },
  { path: '/Verify-OTP', element: <p>otp step</p> },
  { path: '/Auth', element: <p>auth</p> },
];

const location = () => screen.getByTestId('location');

describe('VerifyEmailPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('shows the masked email and a labelled email field', async () => {
    signIn(makeUser({ email: 'ada@stackhive.dev' }));
    renderRoutes(routes, '/Verify-email');
    expect(await screen.findByText('a**@stackhive.dev')).toBeInTheDocument();
    expect(screen.queryByText('ada@stackhive.dev')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/full email address/i)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Confirm Email' })).toBeInTheDocument();
  });

  it('alerts a mismatch, stays on /Verify-email and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn();
    renderRoutes(routes, '/Verify-email');
    await user.type(screen.getByLabelText(/full email address/i), 'someone@else.dev');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.emailMismatch);
    expect(location()).toHaveTextContent(/^\/Verify-email$/);
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).includes('/verification/'));
    expect(sent).toHaveLength(0);
  });

  it('sends the code for a matching address and goes to /Verify-OTP', async () => {
    const user = userEvent.setup();
    let body: unknown;
    signIn(makeUser(), {
      'POST /api/verification/sendOTPVerification': (init: RequestInit) => {
        body = JSON.parse(String(init.body));
        return { status: 'PENDING', message: MESSAGES.otpSent };
      },
    });
    renderRoutes(routes, '/Verify-email');
    await user.type(screen.getByLabelText(/full email address/i), ' ADA@stackhive.dev ');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Verify-OTP$/));
    expect(body).toEqual({ id: 'u1', email: 'ada@stackhive.dev' });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts the high-traffic message when sending FAILED', async () => {
    const user = userEvent.setup();
    signIn(makeUser(), {
      'POST /api/verification/sendOTPVerification': {
        status: 'FAILED',
        message: MESSAGES.otpWait,
      },
    });
    renderRoutes(routes, '/Verify-email');
    await user.type(screen.getByLabelText(/full email address/i), 'ada@stackhive.dev');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.highTrafficConfirm));
    expect(location()).toHaveTextContent(/^\/Verify-email$/);
    expect(screen.getByText(MESSAGES.otpWait)).toBeInTheDocument();
  });

  it('sends a visitor to /Auth', async () => {
    renderRoutes(routes, '/Verify-email');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Auth$/));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginToVerify);
  });
});
