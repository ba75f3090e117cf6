import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '../../session/storage';
import {
  makeToken,
  makeUser,
  mockAlertsEachTest,
  nowSeconds,
  renderRoutes,
  stubFetch,
} from '../../test/utils';
import { AuthPage } from './AuthPage';

const routes = [
  { path: '/', element: <p>home</p> },
  { path: '/Auth/login', element: <AuthPage signup={false} /> },
  { path: '/Auth/signup', element: <AuthPage signup /> },
];

describe('AuthPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('starts in the mode of the route flag and toggles in place', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/Auth/signup');
    expect(screen.getByLabelText('Display Name')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordHint)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /join the stackhive community/i }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /join the stackhive community/i }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-verify',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it.each([
    ['/Auth/login', 'Log in'],
    ['/Auth/signup', 'Sign up'],
  ])(
    "on %s requires email (type=email) and password through the browser's own validation",
    (path, button) => {
      renderRoutes(routes, path);
      const email = screen.getByLabelText('Email');
      const password = screen.getByLabelText('Password');
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toBeRequired();
      expect(password).toBeRequired();
      const form = screen.getByRole('button', { name: button }).closest('form')!;
      expect(form).not.toHaveAttribute('novalidate');
      expect(form.noValidate).toBe(false);
    },
  );

  it('leaves the display name to the spec alert rather than the browser', () => {
    renderRoutes(routes, '/Auth/signup');
    const name = screen.getByLabelText('Display Name');
    expect(name).not.toHaveAttribute('required');
    expect(name).toHaveAttribute('aria-required', 'true');
  });

  it('sends nothing and alerts nothing when the browser blocks an empty email', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/Auth/login');
    await user.type(screen.getByLabelText('Password'), 'stackhive1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByLabelText('Password')).toBeValid();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts when both email and password are empty on a submit that skips validation', () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/Auth/signup');
    // A dispatched submit event skips constraint validation, as a browser without it would.
    fireEvent.submit(screen.getByRole('button', { name: 'Sign up' }).closest('form')!);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.enterEmailAndPassword);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("alerts the schema's message, not 'Enter email and password', when only one is blank", () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/Auth/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@stackhive.dev' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalledWith(MESSAGES.enterEmailAndPassword);
    expect(alertSpy.mock.calls[0]?.[0]).toMatch(/password/i);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a name on signup', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/Auth/signup');
    await user.type(screen.getByLabelText('Email'), 'new@stackhive.dev');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.enterName);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stops a signup the server's schema would refuse, with the server's message", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/Auth/signup');
    await user.type(screen.getByLabelText('Display Name'), 'Newbie');
    await user.type(screen.getByLabelText('Email'), 'new@stackhive.dev');
    await user.type(screen.getByLabelText('Password'), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.passwordRule);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says on the page why a weak password was refused, and clears it on the next good try', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderRoutes(routes, '/Auth/signup');
    await user.type(screen.getByLabelText('Display Name'), 'Newbie');
    await user.type(screen.getByLabelText('Email'), 'new@stackhive.dev');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordRule);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs in, stores the Profile and goes to /', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    const token = makeToken(nowSeconds() + 3600);
    const fetchMock = stubFetch({
      'POST /api/user/login': { result: me, token },
      'GET /api/user/me': me,
    });
    renderRoutes(routes, '/Auth/login');
    await user.type(screen.getByLabelText('Email'), 'ada@stackhive.dev');
    await user.type(screen.getByLabelText('Password'), 'stackhive1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null')).toEqual({ token, result: me });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ada@stackhive.dev',
      password: 'stackhive1',
    });
  });

  it("alerts the server's message when login fails", async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/user/login': () =>
        new Response(JSON.stringify({ message: MESSAGES.badCredentials }), { status: 401 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/Auth/login');
    await user.type(screen.getByLabelText('Email'), 'ada@stackhive.dev');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.badCredentials));
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it("signs up after the please-wait alert and alerts the server's message on failure", async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/user/signup': () =>
        new Response(JSON.stringify({ message: MESSAGES.emailTaken }), { status: 409 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/Auth/signup');
    await user.type(screen.getByLabelText('Display Name'), 'Newbie');
    await user.type(screen.getByLabelText('Email'), 'ada@stackhive.dev');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith(MESSAGES.emailTaken));
    expect(alertSpy.mock.calls[0]?.[0]).toBe(MESSAGES.signupPleaseWait);
  });
});
