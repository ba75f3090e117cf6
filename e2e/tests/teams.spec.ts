import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { TEAM_MESSAGES } from '@stackhive/shared';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  bearer,
  PASSWORD,
  recordDialogs,
  sessionTokenOf,
  signUpThroughUi,
  uniqueEmail,
  verifyEmailOf,
} from '../support/helpers';
import { readInbox, waitForMail } from '../support/mail';

/** The session token of an account made through the UI (the password every test uses). */
const tokenOf = (request: APIRequestContext, email: string) =>
  sessionTokenOf(request, email, PASSWORD);

/** A new account with a proved address, through the API: its session token. */
async function signUpThroughApi(request: APIRequestContext, name: string): Promise<string> {
  const signup = await request.post('/api/user/signup', {
    data: { name, email: uniqueEmail('member'), password: PASSWORD },
  });
  expect(signup.ok()).toBe(true);
  const { token } = (await signup.json()) as { token: string };
  await verifyEmailOf(request, token);
  return token;
}

/**
 * Issue 33: a team from start to end in Chromium, on the production build. Its owner creates
 * it, invites someone by mail (real SMTP), the invited person opens the link signed out,
 * signs up with that address, proves it, accepts and lands in the team; the owner removes
 * them and their access ends at once. The team's pages pass axe in both themes.
 */
test('create a team, invite by mail, join through the link, remove a member', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ownerEmail = await signUpThroughUi(page, 'Tara Teamowner');
  await verifyEmailOf(request, await tokenOf(request, ownerEmail));

  // Create: a refused slug says why; a good one lands on the team's page.
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Your teams' })).toBeVisible();
  await expect(page.getByText('You are not in a team yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'teams, none yet');
  const slug = `platform-${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Team name').fill('Platform Team');
  await page.getByLabel('URL name').fill('no spaces!');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('alert')).toContainText('slug may hold only');
  await page.getByLabel('URL name').fill(slug);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(`/c/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Team' })).toBeVisible();
  await expect(page.getByText('1 of 50 members')).toBeVisible();
  // The sidebar's TEAMS group leads to it.
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Platform Team' }),
  ).toBeVisible();

  // Invite by mail.
  const inviteeEmail = uniqueEmail('invitee');
  const seen = new Set(readInbox().map((mail) => mail.file));
  await page.getByLabel('Email address to invite').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(TEAM_MESSAGES.teamInviteSent);
  await expect(
    page.getByRole('button', { name: `Revoke the invitation to ${inviteeEmail}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'a team, as its owner, an invitation open');
  const mail = await waitForMail(inviteeEmail, (m) => m.subject.includes('Platform Team'), seen);
  const link = /(https?:\/\/\S+\/teams\/join\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  // The invited person opens it signed out, signs up with that address and proves it.
  const invitee = await browser.newPage();
  await invitee.goto(new URL(link!).pathname);
  await expect(invitee.getByRole('heading', { name: 'Join a team' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'sign up' })).toBeVisible();
  await signUpThroughUi(invitee, 'Ivan Invitee', inviteeEmail);
  await verifyEmailOf(request, await tokenOf(request, inviteeEmail));
  // Signing up leads home (spec 4), where the invitation waits.
  await invitee.getByRole('link', { name: 'Accept the invitation' }).click();
  await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invitee).toHaveURL(`/c/${slug}`);
  await expect(invitee.getByText('2 of 50 members')).toBeVisible();
  await expect(invitee.getByText('you are a member')).toBeVisible();

  // The owner removes them: their next look finds no team.
  const dialogs = recordDialogs(page);
  await page.reload();
  await page.getByRole('button', { name: 'Remove Ivan Invitee' }).click();
  await expect.poll(() => dialogs).toContain('Remove Ivan Invitee from Platform Team?');
  await expect(page.getByText('1 of 50 members')).toBeVisible();
  await invitee.reload();
  await expect(invitee.getByRole('heading', { name: TEAM_MESSAGES.teamNotFound })).toBeVisible();
  await expect(invitee.getByText('Platform Team')).toHaveCount(0);
  await invitee.close();
});

/**
 * The member limit (TEAM_MEMBER_LIMIT, 50 here as by default): 49 people join through the
 * shared link (through the API), and the 50th member's seat is the last: the next person
 * who follows the link in Chromium is told the team is full, naming the limit.
 */
test('a team holds 50 members: the next one to follow the link is told it is full', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerToken = await signUpThroughApi(request, 'Lim Owner');
  const slug = `full-${randomBytes(3).toString('hex')}`;
  const created = await request.post('/api/teams', {
    headers: bearer(ownerToken),
    data: { name: 'Full House', slug },
  });
  expect(created.status()).toBe(201);
  const { url } = (await (
    await request.post(`/api/teams/${slug}/invite-link`, { headers: bearer(ownerToken) })
  ).json()) as { url: string };
  const token = new URL(url).pathname.split('/').pop()!;

  // 49 more, a few at a time (each signs up and proves their address by mail).
  for (let batch = 0; batch < 7; batch++) {
    await Promise.all(
      Array.from({ length: 7 }, async (_, n) => {
        const session = await signUpThroughApi(request, `Member ${batch}-${n}`);
        const joined = await request.post('/api/teams/join', {
          headers: bearer(session),
          data: { token },
        });
        expect(joined.status()).toBe(200);
      }),
    );
  }

  const lateEmail = await signUpThroughUi(page, 'Late Comer');
  await verifyEmailOf(request, await tokenOf(request, lateEmail));
  await page.goto(new URL(url).pathname);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This team is full: a team has at most 50 members.',
  );
  await expect(page).toHaveURL(/\/teams\/join\//);
});
