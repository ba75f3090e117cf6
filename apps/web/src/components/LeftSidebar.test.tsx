import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('has no admin link for other users or visitors', () => {
    signIn(makeUser({ isAdmin: false }));
    renderWithSession(<LeftSidebar />);
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reported posts' })).not.toBeInTheDocument();
  });

  it('has no admin link for visitors', () => {
    stubFetch({});
    renderWithSession(<LeftSidebar />);
    expect(screen.queryByRole('link', { name: 'Reported posts' })).not.toBeInTheDocument();
  });
});
