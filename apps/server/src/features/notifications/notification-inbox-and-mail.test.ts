import { describe, expect, it } from 'vitest';
import { type Notification, type Page, type Question, MESSAGES } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE } from '../../test/helpers.js';
import {
  answer,
  ask,
  call,
  inbox,
  passTheMailDelay,
  smtp,
  t,
  useNotificationsApp,
  users,
} from '../../test/notifications.js';
import { startSmtpServer } from '../../test/smtp.js';
import { sendDueMails } from './mail-sender.js';

/** Issue 18: the inbox, read state, preferences and the batched mail. */
describe(`notifications on ${TEST_ENGINE}`, () => {
  useNotificationsApp();

  it('reads one or all, each user only their own (401, 404)', async () => {
    const [asker, helper, other] = await users(3, 'Read');
    const question = await ask(asker!);
    await answer(helper!, question._id);
    await answer(other!, question._id);
    const items = (await inbox(asker!)).items;
    expect(items).toHaveLength(2);
    expect((await call(null, 'GET', '/notifications')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/notifications/unread')).statusCode).toBe(401);
    const foreign = await call(other!, 'PATCH', `/notifications/read/${items[0]!._id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MESSAGES.notificationNotFound });
    const one = await call(asker!, 'PATCH', `/notifications/read/${items[0]!._id}`);
    expect(one.json()).toEqual({ unread: 1 });
    // Reading it again changes nothing.
    expect((await call(asker!, 'PATCH', `/notifications/read/${items[0]!._id}`)).json()).toEqual({
      unread: 1,
    });
    expect((await call(asker!, 'PATCH', '/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await inbox(asker!)).items.every((n) => n.read)).toBe(true);
    expect((await call(asker!, 'GET', '/notifications?limit=0')).statusCode).toBe(400);
  });

  it('pages the inbox newest first', async () => {
    const [asker, ...helpers] = await users(6, 'Page');
    const question = await ask(asker!);
    for (const helper of helpers) await answer(helper, question._id);
    const first = (await call(asker!, 'GET', '/notifications?limit=3')).json<Page<Notification>>();
    expect(first.total).toBe(5);
    expect(first.items.map((n) => n.actorName)).toEqual(['Page 5', 'Page 4', 'Page 3']);
    const second = (
      await call(asker!, 'GET', `/notifications?limit=3&cursor=${first.nextCursor}`)
    ).json<Page<Notification>>();
    expect(second.items.map((n) => n.actorName)).toEqual(['Page 2', 'Page 1']);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps email preferences: answers on by default, every kind checked', async () => {
    const [user] = await users(1, 'Prefs');
    expect((await call(user!, 'GET', '/notifications/preferences')).json()).toEqual({
      email: ['answer'],
    });
    const set = await call(user!, 'PUT', '/notifications/preferences', {
      email: ['mention', 'comment', 'mention'],
    });
    expect(set.json()).toEqual({ email: ['comment', 'mention'] });
    const bad = await call(user!, 'PUT', '/notifications/preferences', { email: ['everything'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('email');
    expect((await call(null, 'PUT', '/notifications/preferences', { email: [] })).statusCode).toBe(
      401,
    );
  });

  it('mails a burst of twenty answers as one mail, with a signed one-click unsubscribe', async () => {
    const asker = await signUp(t.app, { name: 'Burst Asker' });
    const helpers = await users(20, 'Burst');
    const question = await ask(asker, 'A popular question');
    for (const helper of helpers) await answer(helper, question._id);
    // A comment: not a kind the asker mails by default.
    await call(helpers[0]!, 'PATCH', `/questions/${question._id}/comments`, { commentBody: 'hm' });
    const before = smtp.inbox.length;
    const mailsToAsker = () =>
      smtp.inbox.slice(before).filter((mail) => mail.to.includes(asker.result.email));
    // Nothing has waited the delay yet.
    await sendDueMails(t.app.deps, t.app.log);
    expect(mailsToAsker()).toHaveLength(0);
    passTheMailDelay();
    expect(await sendDueMails(t.app.deps, t.app.log)).toBeGreaterThanOrEqual(1);
    const mails = mailsToAsker();
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[number]];
    expect(mail.subject).toBe('20 new notifications on StackHive');
    expect(mail.text).toContain('Burst 19 answered your question “A popular question”');
    expect(mail.text).not.toContain('commented');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Sent once: the next run finds nothing of theirs.
    await sendDueMails(t.app.deps, t.app.log);
    expect(smtp.inbox.filter((m) => m.to.includes(asker.result.email))).toHaveLength(1);

    const link = /http:\/\/stackhive\.test\/unsubscribe\?(user=[^\s]+kind=answer[^\s]+)/.exec(
      mail.text,
    )?.[1];
    expect(link).toBeTruthy();
    const forged = link!.replace(/signature=[\w-]+/, 'signature=AAAA');
    expect((await call(null, 'POST', `/notifications/unsubscribe?${forged}`)).statusCode).toBe(400);
    const other = link!.replace('kind=answer', 'kind=all');
    expect((await call(null, 'POST', `/notifications/unsubscribe?${other}`)).statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?${link}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: `${MESSAGES.unsubscribed} “Answers to my questions”.`,
      kind: 'answer',
    });
    expect((await call(asker, 'GET', '/notifications/preferences')).json()).toEqual({ email: [] });
  });

  it('mails only what is unread when the mail goes', async () => {
    const [asker, helper] = await users(2, 'Unmailed');
    const question = await ask(asker!);
    await answer(helper!, question._id);
    await call(asker!, 'PATCH', '/notifications/read-all');
    passTheMailDelay();
    const before = smtp.inbox.length;
    await sendDueMails(t.app.deps, t.app.log);
    expect(smtp.inbox.slice(before).filter((m) => m.to.includes(asker!.result.email))).toHaveLength(
      0,
    );
  });
});

describe(`the mail sender on ${TEST_ENGINE}`, () => {
  it('mails on its own once a notification has waited the delay', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({
      notificationMailDelaySeconds: 1,
      notificationMailSender: true,
      mail: {
        smtpUrl: smtp.url,
        from: 'StackHive <no-reply@stackhive.test>',
        outboxDir: '/nonexistent',
        feedbackTo: [],
      },
    });
    try {
      const [asker, helper] = [await signUp(t.app), await signUp(t.app)];
      const asked = await t.app.inject(
        asUser(asker.token, {
          method: 'POST',
          url: '/api/questions/Ask',
          payload: { questionTitle: 'Mailed by itself?', questionBody: 'b', questionTags: ['git'] },
        }),
      );
      await t.app.inject(
        asUser(helper.token, {
          method: 'PATCH',
          url: `/api/answer/post/${asked.json<Question>()._id}`,
          payload: { answerBody: 'Yes' },
        }),
      );
      await expect
        .poll(() => smtp.inbox.filter((mail) => mail.to.includes(asker.result.email)).length, {
          timeout: 10_000,
        })
        .toBe(1);
      expect(smtp.inbox.find((mail) => mail.to.includes(asker.result.email))?.text).toContain(
        `${helper.result.name} answered your question “Mailed by itself?”`,
      );
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
