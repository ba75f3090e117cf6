import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTeam, makeUser, page, renderWithSession, signIn } from '../test/utils';
import { TeamSwitcher } from './TeamSwitcher';

const me = makeUser();
const teams = page([
  makeTeam(),
  makeTeam({ _id: 't2', name: 'Data Team', slug: 'data', role: 'owner' }),
]);

function open(answer: unknown = teams) {
  signIn(me, { 'GET /api/teams/mine': answer });
  return renderWithSession(<TeamSwitcher userId={me._id} />);
}

const button = () => screen.getByRole('button', { name: 'Teams' });
const link = (name: string) => screen.getByRole('link', { name });

describe('TeamSwitcher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the member's teams, each linking to its space, then all teams", async () => {
    const user = userEvent.setup();
    open();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Platform Team' })).toHaveAttribute(
      'href',
      '/c/platform',
    );
    expect(link('Data Team')).toHaveAttribute('href', '/c/data');
    expect(link('All teams')).toHaveAttribute('href', '/teams');
    // Following one closes the list.
    await user.click(link('Data Team'));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/c/data');
  });

  it('offers to create a team to someone in none', async () => {
    const user = userEvent.setup();
    open(page([]));
    await user.click(button());
    expect(await screen.findByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      '/teams',
    );
  });

  it('works from the keyboard: arrows open and move, Tab walks the links, Escape closes', async () => {
    const user = userEvent.setup();
    open();
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(link('Platform Team')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(link('Data Team')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('Platform Team')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('All teams')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    // Enter opens it as a button does; Tab then reaches the links in order.
    await user.keyboard('{Enter}');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(link('Platform Team')).toHaveFocus();
    await user.tab();
    expect(link('Data Team')).toHaveFocus();
    // ArrowUp on the closed button opens it at the last link.
    await user.keyboard('{Escape}{ArrowUp}');
    await waitFor(() => expect(link('All teams')).toHaveFocus());
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    open();
    await user.click(button());
    await screen.findByRole('link', { name: 'All teams' });
    await user.click(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
