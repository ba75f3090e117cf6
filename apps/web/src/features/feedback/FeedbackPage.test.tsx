import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import { mockAlertsEachTest, renderWithSession, stubFetch } from '../../test/utils';
import { FeedbackPage } from './FeedbackPage';

const FIELDS = {
  Name: 'Ada Lovelace',
  Email: 'ada@stackhive.dev',
  Subject: 'Dark mode',
  Message: 'Please add a dark mode.',
};

async function fillAndSubmit() {
  const user = userEvent.setup();
  renderWithSession(<FeedbackPage />, '/FeedBack-Form');
  for (const [label, value] of Object.entries(FIELDS)) {
    const field = screen.getByLabelText(label);
    expect(field).toBeRequired();
    await user.type(field, value);
  }
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('FeedbackPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('thanks the user and clears the fields on SUCCESS', async () => {
    let body: unknown;
    stubFetch({
      'POST /api/verification/send-feedback': (init: RequestInit) => {
        body = JSON.parse(String(init.body));
        return { status: 'SUCCESS', message: MESSAGES.feedbackStored };
      },
    });
    await fillAndSubmit();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.feedbackThanks));
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@stackhive.dev',
      subject: 'Dark mode',
      message: 'Please add a dark mode.',
    });
    for (const label of Object.keys(FIELDS)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('alerts the failure message when the server answers FAILED', async () => {
    stubFetch({
      'POST /api/verification/send-feedback': { status: 'FAILED', message: MESSAGES.mailFailed },
    });
    await fillAndSubmit();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.feedbackFailed));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('alerts the failure message when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'POST /api/verification/send-feedback': () =>
        new Response(JSON.stringify({ message: 'boom' }), { status: 500 }),
    });
    await fillAndSubmit();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.feedbackFailed));
  });

  it("checks the fields with the endpoint's schema when the browser's validation is skipped", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderWithSession(<FeedbackPage />, '/FeedBack-Form');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@stackhive.dev');
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!);
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith('subject is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
