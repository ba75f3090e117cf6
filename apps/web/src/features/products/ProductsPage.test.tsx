import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFIED_KEY } from '../../session/storage';
import { renderWithSession, signIn } from '../../test/utils';
import { ProductsPage } from './ProductsPage';

async function openChatBot() {
  const user = userEvent.setup();
  renderWithSession(<ProductsPage />, '/Products');
  await user.click(screen.getByRole('button', { name: 'Try the ChatBot' }));
  return screen.getByTestId('location').textContent;
}

describe('Products chatbot gate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a visitor to /Auth', async () => {
    expect(await openChatBot()).toBe('/Auth');
  });

  it('sends a signed-in, unverified user to /Verify-email', async () => {
    signIn();
    expect(await openChatBot()).toBe('/Verify-email');
  });

  it('lets a verified user into /ChatBot', async () => {
    signIn();
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'VERIFIED' }));
    expect(await openChatBot()).toBe('/ChatBot');
  });
});
