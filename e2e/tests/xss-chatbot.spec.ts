import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import type { AuthResponse } from '@stackhive/shared';
import { bearer } from '../support/helpers';
import { otpOf, waitForMail } from '../support/mail';
import { checkPage, squash, watchPage } from '../support/xss-harness';
import { api, baseURL, MARK, PAYLOADS, seedPayloads, signUp } from '../support/xss-seed';

/**
 * Issue 8, the XSS suite (see xss.spec.ts): every payload typed into the chatbot; the
 * bubbles and the replies stay text.
 */

// The bot quotes the community's questions: the seeded payload questions among them.
test.beforeAll(seedPayloads);

test.use({ bypassCSP: true });

/** A user who has proved their email through the API, as the chatbot requires. */
async function verifiedUser(request: APIRequestContext): Promise<AuthResponse> {
  const auth = await signUp(request, 'Xss Chatter');
  const email = auth.result.email;
  await api(
    request,
    'POST',
    '/api/verification/sendOTPVerification',
    { id: auth.result._id, email },
    auth.token,
  );
  const mail = await waitForMail(email, (m) => m.subject.includes('verification code'));
  const status = await api<{ status: string }>(
    request,
    'PATCH',
    '/api/verification/verifyOTP',
    { id: auth.result._id, otp: otpOf(mail) },
    auth.token,
  );
  expect(status.status).toBe('VERIFIED');
  return auth;
}

test('chatbot: every payload typed as a query; the bubbles and the replies stay text', async ({
  browser,
  request,
}) => {
  // Every payload typed and sent one at a time, each answered by the bot: a long walk on a
  // 2-core machine.
  test.setTimeout(240_000);
  const auth = await verifiedUser(request);

  // The reply is served as text, never as a page a browser would render.
  const direct = await request.post('/api/ChatBot/post', {
    data: { query: PAYLOADS[0]!.text },
    headers: bearer(auth.token),
  });
  expect(direct.ok()).toBe(true);
  expect(direct.headers()['content-type']).toMatch(/^(text\/plain|application\/json)/);
  expect(direct.headers()['x-content-type-options']).toBe('nosniff');

  const context = await browser.newContext({ baseURL, bypassCSP: true });
  try {
    const watch = await watchPage(context);
    const { page } = watch;
    // Replies are typed out at 50 ms a character: a fake clock runs them through at once.
    await page.clock.install();
    await page.goto('/About');
    await page.evaluate((p) => localStorage.setItem('Profile', p), JSON.stringify(auth));
    await page.goto('/ChatBot');
    const input = page.getByRole('textbox', { name: 'Your query' });
    const send = page.getByRole('button', { name: 'Send' });
    const bubbles = page.locator('.chat__bubble--user .chat__text');
    // What a single-line text box keeps of each payload: line breaks are dropped.
    const typed = PAYLOADS.map((payload) => payload.text.replace(/[\r\n]/g, '').trim());
    for (const [index, text] of typed.entries()) {
      await input.fill(text);
      await expect(input).toHaveValue(text);
      await send.click();
      await expect(bubbles).toHaveCount(index + 1);
      await expect(send).toBeEnabled();
    }
    await expect(bubbles).toHaveText(typed.map((text) => `You: ${squash(text)}`));

    await page.clock.runFor(120_000);
    await expect(page.locator('[data-typing="true"]')).toHaveCount(0);
    const replies = page.locator('.chat__bubble--bot[data-typing="false"]');
    await expect(replies).toHaveCount(typed.length);
    // The bot quotes the community's questions: payload titles come back in its replies.
    const texts = await replies.allTextContents();
    const echoed = texts.filter((reply) => reply.includes(MARK)).length;
    test.info().annotations.push({
      type: 'bot replies quoting payload questions',
      description: `${echoed} of ${typed.length}`,
    });
    expect(echoed).toBeGreaterThan(0);

    const { problems } = await checkPage(watch, 'chatbot', new URL('/ChatBot', baseURL).href);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
