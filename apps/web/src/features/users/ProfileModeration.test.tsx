import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, type ModerationStanding, type PublicUser } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makeUser, mockAlertsEachTest, renderRoutes, signIn, stubFetch } from '../../test/utils';
import { publicUser } from '../../test/search';
import { ProfilePage } from './ProfilePage';

const routes = [
  { path: '/Users/:id', element: <ProfilePage /> },
  { path: '*', element: null },
];

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const grace = publicUser({ _id: 'g1', name: 'Grace Hopper' });
const moderator = makeUser({ _id: 'm1', name: 'Mo Derator', moderator: true, verified: true });
const admin = makeUser({ _id: 'ad1', name: 'Ada Admin', isAdmin: true, verified: true });

function standing(user: PublicUser, changes: Partial<ModerationStanding>): ModerationStanding {
  return {
    message: 'Done.',
    userId: user._id,
    moderator: user.moderator,
    suspendedUntil: user.suspendedUntil,
    ...changes,
  };
}

/** The request bodies and methods sent to `path`. */
function sent(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === method && String(url) === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

describe('a profile’s standing (issue 34)', () => {
  mockAlertsEachTest();

  it('names a moderator with a badge whose diamond is not read out', async () => {
    stubFetch({ 'GET /api/user/g1': { ...grace, moderator: true } });
    renderRoutes(routes, '/Users/g1');
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    const badge = screen.getByText(/Moderator$/);
    expect(badge).toHaveTextContent('♦ Moderator');
    expect(within(badge).getByText('♦')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says until when a suspended account is suspended, and nothing once that has passed', async () => {
    const until = inDays(3);
    stubFetch({
      'GET /api/user/g1': { ...grace, suspendedUntil: until },
      'GET /api/user/l1': { ...grace, _id: 'l1', suspendedUntil: inDays(-1) },
    });
    const { router } = renderRoutes(routes, '/Users/g1');
    expect(
      await screen.findByText(MODERATION_MESSAGES.profileSuspended(until)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Moderator/)).not.toBeInTheDocument();
    await router.navigate('/Users/l1');
    await waitFor(() => expect(screen.queryByText(/Suspended until/)).not.toBeInTheDocument());
  });

  it('shows no moderation controls to a visitor, a member, or a moderator on their own profile', async () => {
    stubFetch({ 'GET /api/user/g1': grace });
    const { unmount } = renderRoutes(routes, '/Users/g1');
    await screen.findByRole('button', { name: 'Follow' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    unmount();

    signIn(makeUser(), { 'GET /api/user/g1': grace });
    const member = renderRoutes(routes, '/Users/g1');
    await screen.findByRole('button', { name: 'Follow' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    member.unmount();

    signIn(moderator, { 'GET /api/user/m1': publicUser(moderator) });
    renderRoutes(routes, '/Users/m1');
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('asks the server afresh who the viewer is: a role given since sign-in shows the controls', async () => {
    // Stored at sign-in as a member; the server now knows them as a moderator.
    signIn(makeUser({ _id: 'm1' }), {
      'GET /api/user/me': moderator,
      'GET /api/user/g1': grace,
    });
    renderRoutes(routes, '/Users/g1');
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('lets a moderator suspend from a dialog: labelled fields, focus in and back, the profile updated', async () => {
    const user = userEvent.setup();
    const until = inDays(7);
    let serverGrace: PublicUser = grace;
    const fetchMock = signIn(moderator, {
      'GET /api/user/g1': () => serverGrace,
      'POST /api/users/g1/suspend': () => {
        serverGrace = { ...grace, suspendedUntil: until };
        return standing(grace, { suspendedUntil: until });
      },
    });
    renderRoutes(routes, '/Users/g1');
    const open = await screen.findByRole('button', { name: 'Suspend' });
    // A moderator cannot grant the role: that is an admin's.
    expect(screen.queryByRole('button', { name: 'Make moderator' })).not.toBeInTheDocument();
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Suspend Grace Hopper' });
    const days = within(dialog).getByLabelText('Days (1–365)');
    expect(days).toHaveFocus();
    await user.clear(days);
    await user.type(days, '7');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam in three answers.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));

    expect(
      await screen.findByText(MODERATION_MESSAGES.profileSuspended(until)),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lift = screen.getByRole('button', { name: 'Lift suspension' });
    expect(lift).toHaveFocus();
    expect(sent(fetchMock, 'POST', '/api/users/g1/suspend')).toEqual([
      { days: 7, reason: 'Spam in three answers.' },
    ]);
  });

  it('says in the dialog what the form or the server refuses, and keeps it open', async () => {
    const user = userEvent.setup();
    const fetchMock = signIn(moderator, {
      'GET /api/user/g1': grace,
      'POST /api/users/g1/suspend': new Response(
        JSON.stringify({ message: MODERATION_MESSAGES.cannotSuspendAdmin }),
        { status: 403 },
      ),
    });
    renderRoutes(routes, '/Users/g1');
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('reason is required');
    expect(sent(fetchMock, 'POST', '/api/users/g1/suspend')).toHaveLength(0);

    const days = within(dialog).getByLabelText('Days (1–365)');
    await user.clear(days);
    await user.type(days, '400');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('days must be at most 365');

    await user.clear(days);
    await user.type(days, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        MODERATION_MESSAGES.cannotSuspendAdmin,
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog, and Cancel gives focus back to Suspend', async () => {
    const user = userEvent.setup();
    signIn(moderator, { 'GET /api/user/g1': grace });
    renderRoutes(routes, '/Users/g1');
    const open = await screen.findByRole('button', { name: 'Suspend' });
    await user.click(open);
    const dialog = screen.getByRole('dialog');
    const days = within(dialog).getByLabelText('Days (1–365)');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(days).toHaveFocus();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('lets a moderator lift a suspension, but shows them no control over another moderator', async () => {
    const user = userEvent.setup();
    let serverGrace: PublicUser = { ...grace, suspendedUntil: inDays(2) };
    const fetchMock = signIn(moderator, {
      'GET /api/user/g1': () => serverGrace,
      'GET /api/user/l1': publicUser({ _id: 'l1', name: 'Linus', moderator: true }),
      'DELETE /api/users/g1/suspend': () => {
        serverGrace = grace;
        return standing(grace, { suspendedUntil: null });
      },
    });
    const { router } = renderRoutes(routes, '/Users/g1');
    await user.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByRole('button', { name: 'Suspend' })).toHaveFocus();
    expect(screen.queryByText(/Suspended until/)).not.toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE', '/api/users/g1/suspend')).toHaveLength(1);

    await router.navigate('/Users/l1');
    await screen.findByRole('heading', { name: 'Linus' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('lets an admin make someone a moderator and take it back, and says what the server refuses', async () => {
    const user = userEvent.setup();
    let serverGrace: PublicUser = grace;
    const fetchMock = signIn(admin, {
      'GET /api/user/g1': () => serverGrace,
      'PUT /api/users/g1/moderator': () => {
        serverGrace = { ...grace, moderator: true };
        return standing(grace, { moderator: true });
      },
      'DELETE /api/users/g1/moderator': () =>
        new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 }),
    });
    renderRoutes(routes, '/Users/g1');
    await user.click(await screen.findByRole('button', { name: 'Make moderator' }));
    const remove = await screen.findByRole('button', { name: 'Remove moderator' });
    expect(remove).toHaveFocus();
    expect(screen.getByText(/Moderator$/)).toHaveTextContent('♦ Moderator');
    expect(sent(fetchMock, 'PUT', '/api/users/g1/moderator')).toHaveLength(1);
    // An admin suspends a moderator too.
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();

    await user.click(remove);
    // (The profile's other sections, unanswered here, have alerts of their own.)
    expect(await screen.findByText('Too many requests.')).toHaveAttribute('role', 'alert');
  });
});
