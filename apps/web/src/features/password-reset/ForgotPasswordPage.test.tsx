import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { mockAlertsEachTest, renderRoutes, stubFetch } from '../../test/utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { MailSentPage } from './MailSentPage';

const routes = [
  { path: '/reset-verify', element: <ForgotPasswordPage /> },
  { path: '/mail-sent', element: <MailSentPage /> },
];

const location = () => screen.getByTestId('location');

async function submit(email: string) {
  const user = userEvent.setup();
  renderRoutes(routes, '/reset-verify');
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('mails the link and shows /mail-sent', async () => {
    let body: unknown;
    stubFetch({
      'POST /api/verification/sendResetMail': (init: RequestInit) => {
        body = JSON.parse(String(init.body));
        return { status: 'PENDING', message: MESSAGES.resetSent };
      },
    });
    await submit('ada@stackhive.dev');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/mail-sent$/));
    expect(body).toEqual({ email: 'ada@stackhive.dev' });
    expect(screen.getByText(/spam folder/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/Auth');
  });

  it('alerts the unknown-user message of spec 5', async () => {
    stubFetch({
      'POST /api/verification/sendResetMail': {
        status: 'FAILED',
        message: MESSAGES.unknownResetEmail,
      },
    });
    await submit('nobody@stackhive.dev');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.unknownResetEmail));
    expect(location()).toHaveTextContent(/^\/reset-verify$/);
  });

  it('alerts the high-traffic message for any other failure', async () => {
    stubFetch({
      'POST /api/verification/sendResetMail': { status: 'FAILED', message: MESSAGES.mailFailed },
    });
    await submit('ada@stackhive.dev');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.highTrafficConfirm));
    expect(location()).toHaveTextContent(/^\/reset-verify$/);
  });
});
