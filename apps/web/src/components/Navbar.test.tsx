import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithSession, signIn } from '../test/utils';
import { Navbar } from './Navbar';

describe('Navbar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('submits the search to /search/{query} and clears the box', async () => {
    const user = userEvent.setup();
    renderWithSession(<Navbar />, '/Tags');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'c++ & rust{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search/${encodeURIComponent('c++ & rust')}`,
    );
    expect(box).toHaveValue('');
  });

  it('does nothing for an empty query', async () => {
    const user = userEvent.setup();
    renderWithSession(<Navbar />, '/Tags');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/Tags');
  });

  it('shows Login and Signup when signed out', () => {
    renderWithSession(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Auth/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/Auth/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the avatar initial and Logout when signed in; Logout clears the session', async () => {
    const user = userEvent.setup();
    const me = makeUser({ _id: 'abc', name: 'grace' });
    signIn(me);
    localStorage.setItem('Verified', JSON.stringify({ status: 'VERIFIED' }));
    renderWithSession(<Navbar />, '/Tags');

    const avatar = screen.getByRole('link', { name: /your profile/i });
    expect(avatar).toHaveAttribute('href', '/Users/abc');
    expect(avatar).toHaveTextContent('G');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('has a team switcher for signed-in users (issue 33), none for visitors', async () => {
    const { unmount } = renderWithSession(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Teams' })).not.toBeInTheDocument();
    unmount();
    signIn(makeUser());
    renderWithSession(<Navbar />);
    expect(await screen.findByRole('button', { name: 'Teams' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('toggles the small-screen menu and closes it on a link click and on scroll', async () => {
    const user = userEvent.setup();
    renderWithSession(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'primary-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Tags' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});
