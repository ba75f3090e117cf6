import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { VERIFIED_KEY } from '../../session/storage';
import { makeUser, mockAlertsEachTest, renderRoutes, signIn } from '../../test/utils';
import { VerifyOtpPage } from './VerifyOtpPage';

const routes = [
  { path: '/Verify-OTP', element: <VerifyOtpPage /> },
  { path: '/Verify-email', element: <p>email step</p> },
  { path: '/ChatBot', element: <p>chatbot</p> },
];

const location = () => screen.getByTestId('location');

describe('VerifyOtpPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('has the OTP input, both buttons and the spam-folder note', () => {
    signIn();
    renderRoutes(routes, '/Verify-OTP');
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.getByText(/spam folder/i)).toBeInTheDocument();
  });

  it("alerts the server's message when the code FAILED", async () => {
    const user = userEvent.setup();
    signIn(makeUser(), {
      'PATCH /api/verification/verifyOTP': { status: 'FAILED', message: MESSAGES.otpInvalid },
    });
    renderRoutes(routes, '/Verify-OTP');
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.otpInvalid));
    expect(location()).toHaveTextContent(/^\/Verify-OTP$/);
    expect(localStorage.getItem(VERIFIED_KEY)).toBeNull();
  });

  it('stores the Verified record, refreshes the user and goes to /ChatBot', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const fetchMock = signIn(makeUser(), {
      'PATCH /api/verification/verifyOTP': (init: RequestInit) => {
        body = JSON.parse(String(init.body));
        return { status: 'VERIFIED', message: MESSAGES.otpVerified };
      },
    });
    renderRoutes(routes, '/Verify-OTP');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1)); // GET /api/user/me
    await user.type(screen.getByLabelText('OTP'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/ChatBot$/));
    expect(body).toEqual({ id: 'u1', otp: '123456' });
    expect(JSON.parse(localStorage.getItem(VERIFIED_KEY) ?? 'null')).toEqual({
      status: 'VERIFIED',
      message: MESSAGES.otpVerified,
    });
    // The current user is fetched again so the server's `verified` is known at once.
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/user/me').length;
    await waitFor(() => expect(meCalls()).toBe(2));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('confirms a resent code', async () => {
    const user = userEvent.setup();
    signIn(makeUser(), {
      'POST /api/verification/resendOTPVerification': {
        status: 'PENDING',
        message: MESSAGES.otpSent,
      },
    });
    renderRoutes(routes, '/Verify-OTP');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(/new code is on its way/i)).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts and goes back to /Verify-email when the resend FAILED', async () => {
    const user = userEvent.setup();
    signIn(makeUser(), {
      'POST /api/verification/resendOTPVerification': {
        status: 'FAILED',
        message: MESSAGES.otpWait,
      },
    });
    renderRoutes(routes, '/Verify-OTP');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Verify-email$/));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.highTrafficConfirm);
  });
});
