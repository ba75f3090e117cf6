import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERIFIED_KEY } from '../../session/storage';
import { makeUser, mockAlertsEachTest, renderWithSession, signIn } from '../../test/utils';
import { ProductsPage } from './ProductsPage';

async function openChatBot() {
  const user = userEvent.setup();
  renderWithSession(<ProductsPage />, '/Products');
  await user.click(screen.getByRole('button', { name: 'Try the ChatBot' }));
}

const location = () => screen.getByTestId('location');

describe('Products chatbot gate', () => {
  const alertSpy = mockAlertsEachTest();

  it('sends a visitor to /Verify-email (spec 4), which asks them to sign in first', async () => {
    await openChatBot();
    expect(location()).toHaveTextContent(/^\/Verify-email$/);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('sends a signed-in, unverified user to /Verify-email', async () => {
    signIn();
    await openChatBot();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Verify-email$/));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('lets a user with the Verified record into /ChatBot', async () => {
    signIn();
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'VERIFIED' }));
    await openChatBot();
    expect(location()).toHaveTextContent(/^\/ChatBot$/);
  });

  it('lets a user the server knows as verified into /ChatBot', async () => {
    signIn(makeUser({ verified: true }));
    await openChatBot();
    expect(location()).toHaveTextContent(/^\/ChatBot$/);
  });

  it('does not count a record whose status is not VERIFIED', async () => {
    signIn();
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'PENDING' }));
    await openChatBot();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/Verify-email$/));
  });
});
