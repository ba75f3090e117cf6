import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGES } from '@stackhive/shared';
import { makeUser, renderWithSession, signIn, stubFetch } from '../test/utils';
import { LeftSidebar } from './LeftSidebar';

describe('LeftSidebar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('links to the reported posts for an admin', async () => {
    signIn(makeUser({ isAdmin: true }));
    renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Reported posts' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
  });

  it('links to the reported posts for reviewers from 2,000 reputation, not below', async () => {
    signIn(makeUser({ isAdmin: false, reputation: PRIVILEGES.reviewQueues.reputation }));
    const { unmount } = renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Reported posts' })).toBeInTheDocument();
    unmount();
    signIn(makeUser({ isAdmin: false, reputation: PRIVILEGES.reviewQueues.reputation - 1 }));
    renderWithSession(<LeftSidebar />);
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reported posts' })).not.toBeInTheDocument();
    // Every signed-in user reviews the edits suggested for their own posts.
    expect(await screen.findByRole('link', { name: 'Suggested edits' })).toHaveAttribute(
      'href',
      '/review/suggested-edits',
    );
  });

  it('links to the moderation log and the reported posts for a moderator, whatever their reputation (issue 34)', async () => {
    signIn(makeUser({ moderator: true, reputation: 1 }));
    const { unmount } = renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Moderation log' })).toHaveAttribute(
      'href',
      '/moderation/log',
    );
    expect(screen.getByRole('link', { name: 'Reported posts' })).toBeInTheDocument();
    unmount();
    signIn(makeUser({ isAdmin: true }));
    renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Moderation log' })).toBeInTheDocument();
  });

  it('has no moderation log link for anyone else', async () => {
    signIn(makeUser({ reputation: PRIVILEGES.reviewQueues.reputation }));
    renderWithSession(<LeftSidebar />);
    expect(await screen.findByRole('link', { name: 'Reported posts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation log' })).not.toBeInTheDocument();
  });

  it('has no review links for visitors', () => {
    stubFetch({});
    renderWithSession(<LeftSidebar />);
    expect(screen.queryByRole('link', { name: 'Reported posts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suggested edits' })).not.toBeInTheDocument();
  });
});
