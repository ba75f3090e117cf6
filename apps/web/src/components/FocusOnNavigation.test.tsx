import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/utils';
import { FocusOnNavigation } from './FocusOnNavigation';

function Frame() {
  return (
    <>
      <FocusOnNavigation />
      <nav>
        <Link to="/one">One</Link> <Link to="/two">Two</Link> <Link to="/two#part">Part</Link>{' '}
        <Link to="/late">Late</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

const routes = [
  {
    element: <Frame />,
    children: [
      { path: '/one', element: <h1>Page one</h1> },
      { path: '/two', element: <h1>Page two</h1> },
    ],
  },
];

describe('FocusOnNavigation', () => {
  it('leaves the first page alone, then puts focus on each new page’s heading', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/one');
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Two' }));
    const heading = screen.getByRole('heading', { name: 'Page two' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: not a Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');

    await user.click(screen.getByRole('link', { name: 'One' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page one' })).toHaveFocus());
  });

  it('leaves a link to an anchor to its target', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/one');
    const part = screen.getByRole('link', { name: 'Part' });
    await user.click(part);
    await screen.findByRole('heading', { name: 'Page two' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('heading', { name: 'Page two' })).not.toHaveFocus();
  });

  it('waits for a heading that comes later, unless the reader has moved focus meanwhile', async () => {
    const user = userEvent.setup();
    function Late() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 100);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>Late page</h1> : <input aria-label="Early field" />;
    }
    renderRoutes(
      [
        {
          element: <Frame />,
          children: [...routes[0]!.children, { path: '/late', element: <Late /> }],
        },
      ],
      '/one',
    );
    await user.click(screen.getByRole('link', { name: 'Late' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Late page' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'One' }));
    await user.click(screen.getByRole('link', { name: 'Late' }));
    await user.click(screen.getByRole('textbox', { name: 'Early field' }));
    await screen.findByRole('heading', { name: 'Late page' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Late page' })).not.toHaveFocus();
  });
});
