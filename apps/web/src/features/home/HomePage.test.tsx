import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { mockAlertsEachTest, renderWithSession, signIn } from '../../test/utils';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  const alertSpy = mockAlertsEachTest();

  it('shows the static featured figures and the 2023 footer', () => {
    renderWithSession(<HomePage />);
    const views = screen.getAllByText('Views').map((dt) => dt.nextElementSibling?.textContent);
    const votes = screen.getAllByText('Votes').map((dt) => dt.nextElementSibling?.textContent);
    expect(views).toEqual(['100', '200', '150', '180']);
    expect(votes).toEqual(['10', '15', '10', '12']);
    expect(screen.getByText(/2023/)).toBeInTheDocument();
    const more = screen
      .getAllByRole('link', { name: 'View More' })
      .map((a) => a.getAttribute('href'));
    expect(more).toEqual(['/Questions', '/About']);
  });

  it('alerts a visitor and sends them to /Auth', async () => {
    const user = userEvent.setup();
    renderWithSession(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Ask your first question' }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginToAsk);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });

  it('sends a signed-in user to /AskQuestion', async () => {
    signIn();
    const user = userEvent.setup();
    renderWithSession(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Ask your first question' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/AskQuestion');
  });
});
