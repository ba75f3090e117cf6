import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, TAGS } from '@stackhive/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithSession, signIn, storeProfile, stubFetch } from '../test/utils';
import { RightSidebar } from './RightSidebar';

const watched = () =>
  screen.getByRole('heading', { name: 'Watched tags' }).parentElement as HTMLElement;

describe('RightSidebar watched tags', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the whole catalogue for an anonymous visitor, beside the highlights', async () => {
    renderWithSession(<RightSidebar />);
    const links = watched().querySelectorAll('a');
    expect(links).toHaveLength(TAGS.length);
    expect(links[0]).toHaveAttribute('href', '/tag/javascript');
    // The highlights load on demand (their own chunk).
    expect(await screen.findByRole('heading', { name: 'The overflow blog' })).toBeInTheDocument();
  });

  it("links 'No watched tags' to the profile of a user without tags", async () => {
    const me = makeUser({ _id: 'u9', tags: [] });
    signIn(me);
    renderWithSession(<RightSidebar />);
    expect(await screen.findByRole('link', { name: MESSAGES.noWatchedTags })).toHaveAttribute(
      'href',
      '/Users/u9',
    );
  });

  it("lists the user's own tags", async () => {
    const me = makeUser({ tags: ['python', 'c++'] });
    signIn(me);
    renderWithSession(<RightSidebar />);
    await waitFor(() => expect(watched().querySelectorAll('a')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'c++' })).toHaveAttribute('href', '/tag/c%2B%2B');
  });

  it('falls back to the catalogue when the server does not know the user', async () => {
    stubFetch({}); // GET /api/user/me answers 404
    storeProfile(makeUser({ tags: ['python'] }));
    renderWithSession(<RightSidebar />);
    await waitFor(() => expect(watched().querySelectorAll('a')).toHaveLength(TAGS.length));
  });
});
