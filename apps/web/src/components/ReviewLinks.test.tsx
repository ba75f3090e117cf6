import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGES } from '@stackhive/shared';
import { makeUser, renderWithSession, signIn } from '../test/utils';
import { LeftSidebar } from './LeftSidebar';

describe('the sidebar’s flag links (issue 34)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('links every signed-in user to their own flags, and only reviewers to the queue', async () => {
    signIn(makeUser({ reputation: PRIVILEGES.reviewQueues.reputation - 1 }));
    const { unmount } = renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Your flags' })).toHaveAttribute(
      'href',
      '/flags',
    );
    expect(screen.queryByRole('link', { name: 'Flags' })).not.toBeInTheDocument();
    unmount();

    signIn(makeUser({ reputation: PRIVILEGES.reviewQueues.reputation }));
    renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Flags' })).toHaveAttribute(
      'href',
      '/review/flags',
    );
  });

  it('links a moderator to the queue whatever their reputation', async () => {
    signIn(makeUser({ moderator: true, reputation: 1 }));
    renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Flags' })).toBeInTheDocument();
  });
});
