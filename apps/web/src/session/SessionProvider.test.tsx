import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import {
  makeToken,
  makeUser,
  nowSeconds,
  renderRoutes,
  storeProfile,
  stubFetch,
} from '../test/utils';
import { PROFILE_KEY, VERIFIED_KEY } from './storage';
import { useSession } from './useSession';

function WhoAmI() {
  const { profile, currentUser } = useSession();
  return (
    <>
      <p data-testid="who">{currentUser?.name ?? (profile ? 'stored' : 'anonymous')}</p>
      <Link to="/Tags">Tags</Link>
    </>
  );
}

const routes = [
  { path: '/', element: <WhoAmI /> },
  { path: '/Users', element: <WhoAmI /> },
  { path: '/Tags', element: <WhoAmI /> },
];

describe('session expiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs out on start when the stored token has expired', async () => {
    const user = makeUser();
    stubFetch({ 'GET /api/user/me': user });
    storeProfile(user, makeToken(nowSeconds() - 10));
    localStorage.setItem(VERIFIED_KEY, JSON.stringify({ status: 'VERIFIED' }));

    renderRoutes(routes, '/Users');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.length).toBe(0);
    expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
  });

  it('keeps a valid session and sends the bearer token', async () => {
    const user = makeUser({ name: 'Ada Fresh' });
    const fetchMock = stubFetch({ 'GET /api/user/me': user });
    const token = makeToken(nowSeconds() + 3600);
    storeProfile(makeUser(), token);

    renderRoutes(routes, '/Users');

    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Fresh'));
    expect(screen.getByTestId('location')).toHaveTextContent('/Users');
    expect(localStorage.getItem(PROFILE_KEY)).not.toBeNull();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);
  });

  it('logs out on navigation once the token has expired meanwhile', async () => {
    const user = makeUser();
    stubFetch({ 'GET /api/user/me': user });
    const exp = nowSeconds() + 60;
    storeProfile(user, makeToken(exp));

    const { router } = renderRoutes(routes, '/Users');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Ada Lovelace'));

    // Time passes beyond exp without any timer firing; the next navigation must notice.
    vi.spyOn(Date, 'now').mockReturnValue((exp + 1) * 1000);
    await act(() => router.navigate('/Tags'));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(screen.getByTestId('who')).toHaveTextContent('anonymous');
  });

  it('logs out when the server answers 401 for the current user', async () => {
    stubFetch({
      'GET /api/user/me': () =>
        new Response(JSON.stringify({ message: 'Sign in to continue.' }), { status: 401 }),
    });
    storeProfile(makeUser());

    renderRoutes(routes, '/Users');

    // logout() clears the storage, then navigates (a router update that comes after): wait
    // for the later of the two.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });
});
