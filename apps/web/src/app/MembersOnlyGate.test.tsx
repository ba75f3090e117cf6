import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SITE_ACCESS_META } from '@stackhive/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function markMembersOnly() {
  const meta = document.createElement('meta');
  meta.name = SITE_ACCESS_META;
  meta.content = 'members';
  document.head.append(meta);
}

/** SITE_ACCESS=members (issue 33): the server marks its pages; visitors go to sign in. */
describe('a members-only site in the browser', () => {
  afterEach(() => document.head.querySelector(`meta[name="${SITE_ACCESS_META}"]`)?.remove());

  it('sends a visitor from any page but the sign-in ones to /Auth', async () => {
    markMembersOnly();
    const router = renderAt('/Tags');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Auth'));
  });

  it('leaves a visitor on the sign-in, verification and reset pages', async () => {
    markMembersOnly();
    const router = renderAt('/reset-password/some-token');
    // The page is up (its effects, the gate's among them, have run).
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/reset-password/some-token');
  });

  it('leaves every page open on a public site', async () => {
    const router = renderAt('/Tags');
    await screen.findByRole('heading', { name: 'Tags', level: 1 });
    expect(router.state.location.pathname).toBe('/Tags');
  });
});
