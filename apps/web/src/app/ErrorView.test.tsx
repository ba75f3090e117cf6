import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorView } from './ErrorView';

/** A page inside the frame whose loader fails with `error`. */
function renderFailing(error: unknown) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const router = createMemoryRouter([
    {
      errorElement: <PageErrorView />,
      children: [
        {
          path: '/',
          loader: () => {
            throw error;
          },
          element: <p>never</p>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('PageErrorView', () => {
  it('shows the not-found page for a 404', async () => {
    renderFailing(new Response('', { status: 404, statusText: 'Not Found' }));
    const heading = await screen.findByRole('heading', { name: 'Page not found' });
    // Drawn by the app, not the server's rendering for a visitor: shown to a signed-in reader.
    expect(heading.closest('.not-found')).not.toHaveAttribute('data-for-visitor');
  });

  it("keeps the spec's fallback view for any other routing error", async () => {
    renderFailing(new Error('The chunk failed to load'));
    expect(
      await screen.findByRole('heading', { name: MESSAGES.unexpectedError }),
    ).toBeInTheDocument();
    expect(screen.getByText('The chunk failed to load')).toBeInTheDocument();
  });
});
