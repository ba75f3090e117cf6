import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notificationText,
  type AuthResponse,
  type Notification,
  type Page,
  type Post,
  type Question,
  MESSAGES,
} from '@stackhive/shared';
import {
  asUser,
  callApi,
  createTestApp,
  type ApiMethod,
  signUp,
  TEST_ENGINE,
  type TestApp,
} from '../../test/helpers.js';
import { startSmtpServer } from '../../test/smtp.js';
import { sendDueMails } from './mail-sender.js';
import { mentionedKeys } from './mentions.js';

/** Long enough that nothing a test writes is due until the test moves the clock past it. */
const MAIL_DELAY_SECONDS = 3600;

/** Issue 18: what notifies whom, the inbox, read state, preferences and the batched mail. */
describe(`notifications on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      {
        notificationMailDelaySeconds: MAIL_DELAY_SECONDS,
        mail: {
          smtpUrl: smtp.url,
          from: 'StackHive <no-reply@stackhive.test>',
          outboxDir: '/nonexistent',
          feedbackTo: [],
        },
      },
      { clock: () => Date.now() + clockShift },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // The mail sender reads the app's clock; notifications are stamped with the real time. A
  // test moves the clock past the delay instead of sleeping through it, so how long its own
  // requests took (a loaded machine) never decides what is due.
  let clockShift = 0;
  beforeEach(() => {
    clockShift = 0;
  });
  const passTheMailDelay = () => {
    clockShift += (MAIL_DELAY_SECONDS + 1) * 1000;
  };

  const call = (session: AuthResponse | null, method: ApiMethod, url: string, payload?: object) =>
    callApi(t.app, session, method, url, payload);
  const ask = async (session: AuthResponse, title = 'How do I rebase?') =>
    (
      await call(session, 'POST', '/questions/Ask', {
        questionTitle: title,
        questionBody: 'The body',
        questionTags: ['git'],
      })
    ).json<Question>();
  const answer = async (session: AuthResponse, questionId: string, body = 'Use git rebase') =>
    (
      await call(session, 'PATCH', `/answer/post/${questionId}`, { answerBody: body })
    ).json<Question>();
  const inbox = async (session: AuthResponse) =>
    (await call(session, 'GET', '/notifications?limit=100')).json<Page<Notification>>();
  const unread = async (session: AuthResponse) =>
    (await call(session, 'GET', '/notifications/unread')).json<{ unread: number }>().unread;
  const newPost = async (session: AuthResponse) =>
    (
      await call(session, 'POST', '/community/new-post', {
        postTitle: 'My setup',
        postBody: 'A photo of my desk',
      })
    ).json<Post>();
  const users = async (count: number, prefix: string) => {
    const made: AuthResponse[] = [];
    for (let i = 0; i < count; i++) made.push(await signUp(t.app, { name: `${prefix} ${i}` }));
    return made;
  };

  it('an answer notifies the asker, never the answerer, and links to the answer', async () => {
    const [asker, helper] = await users(2, 'Answer');
    const question = await ask(asker!, 'Why is my rebase stuck?');
    const answered = await answer(helper!, question._id);
    await answer(asker!, question._id, 'My own follow-up');
    const { items, total } = await inbox(asker!);
    expect(total).toBe(1);
    expect(items).toHaveLength(1);
    const [notification] = items as [Notification];
    expect(notification).toMatchObject({
      kind: 'answer',
      actorId: helper!.result._id,
      actorName: 'Answer 1',
      questionId: question._id,
      answerId: answered.answer[0]!._id,
      title: 'Why is my rebase stuck?',
      read: false,
    });
    expect(notificationText(notification)).toBe(
      'Answer 1 answered your question “Why is my rebase stuck?”',
    );
    expect(await unread(asker!)).toBe(1);
    expect((await inbox(helper!)).total).toBe(0);
  });

  it('comments notify the owner of the question, answer or post commented on', async () => {
    const [asker, helper, reader] = await users(3, 'Comment');
    const question = await ask(asker!);
    const answerId = (await answer(helper!, question._id)).answer[0]!._id;
    await call(reader!, 'PATCH', `/questions/${question._id}/comments`, {
      commentBody: 'Which git version?',
    });
    await call(reader!, 'PATCH', `/questions/${question._id}/comments`, {
      answerId,
      commentBody: 'This worked for me',
    });
    await call(asker!, 'PATCH', `/questions/${question._id}/comments`, {
      commentBody: 'My own note',
    });
    const askerComments = (await inbox(asker!)).items.filter((n) => n.kind === 'comment');
    expect(askerComments).toHaveLength(1);
    expect(askerComments[0]).toMatchObject({ actorId: reader!.result._id, answerId: null });
    expect(askerComments[0]!.commentId).toBeTruthy();
    const helperItems = (await inbox(helper!)).items;
    expect(helperItems).toHaveLength(1);
    expect(helperItems[0]).toMatchObject({ kind: 'comment', answerId, questionId: question._id });

    const post = await newPost(asker!);
    await call(reader!, 'PATCH', `/comment/post/${post._id}`, { commentBody: 'Nice desk' });
    const postComment = (await inbox(asker!)).items[0]!;
    expect(postComment).toMatchObject({ kind: 'comment', postId: post._id, title: 'My setup' });
    expect(notificationText(postComment)).toBe('Comment 2 commented on your post “My setup”');
  });

  it('an accept notifies the answer’s author once, not for an un-accept or one’s own answer', async () => {
    const [asker, helper] = await users(2, 'Accept');
    const question = await ask(asker!);
    const theirs = (await answer(helper!, question._id)).answer[0]!._id;
    const own = (await answer(asker!, question._id, 'mine')).answer.find(
      (a) => a.userId === asker!.result._id,
    )!._id;
    await call(asker!, 'PATCH', `/answer/accept/${question._id}`, { answerId: theirs });
    await call(asker!, 'PATCH', `/answer/accept/${question._id}`, { answerId: theirs });
    await call(asker!, 'PATCH', `/answer/accept/${question._id}`, { answerId: own });
    const accepts = (await inbox(helper!)).items.filter((n) => n.kind === 'accept');
    expect(accepts).toHaveLength(1);
    expect(accepts[0]).toMatchObject({ answerId: theirs, actorId: asker!.result._id });
    expect((await inbox(asker!)).items.filter((n) => n.kind === 'accept')).toHaveLength(0);
  });

  it('a follow notifies the followed user once, and a badge its holder', async () => {
    const [follower, followed, third] = await users(3, 'Follow');
    const friends = [{ userId: followed!.result._id, userName: 'Follow 1' }];
    await call(follower!, 'PATCH', `/user/addFriend/${follower!.result._id}`, { friends });
    // Re-sending the same list adds no follow and so no notification.
    await call(follower!, 'PATCH', `/user/addFriend/${follower!.result._id}`, { friends });
    const follows = (await inbox(followed!)).items;
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ kind: 'follow', actorId: follower!.result._id });
    expect(notificationText(follows[0]!)).toBe('Follow 0 started following you');

    // A first upvote earns the Supporter badge (migration 025): the database tells its holder.
    const question = await ask(third!);
    await call(follower!, 'PATCH', `/questions/vote/${question._id}`, { value: 'upVote' });
    const badges = (await inbox(follower!)).items.filter((n) => n.kind === 'badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toMatchObject({ badge: 'supporter', actorId: null });
    expect(notificationText(badges[0]!)).toBe('You earned the “supporter” badge');
  });

  it('a mention notifies a participant named @name, once, and nobody else', async () => {
    const [asker, helper, bystander] = await users(3, 'Mention');
    const outsider = await signUp(t.app, { name: 'Grace Hopper' });
    const question = await ask(asker!);
    await answer(helper!, question._id, 'Try this');
    await signUp(t.app, { name: 'Mention Dup' });
    // The asker is notified of the answer already; the mention adds nothing for them.
    await answer(
      bystander!,
      question._id,
      '@Mention0 and @mention1: see `@Mention2` and @GraceHopper',
    );
    expect((await inbox(helper!)).items.map((n) => n.kind)).toEqual(['mention']);
    expect((await inbox(asker!)).items.map((n) => n.kind)).toEqual(['answer', 'answer']);
    expect((await inbox(bystander!)).total).toBe(0);
    expect((await inbox(outsider)).total).toBe(0);
    await call(asker!, 'PATCH', `/questions/${question._id}/comments`, {
      commentBody: 'thanks @Mention2!',
    });
    const mention = (await inbox(bystander!)).items[0]!;
    expect(mention).toMatchObject({
      kind: 'mention',
      actorId: asker!.result._id,
      questionId: question._id,
    });
    expect(mention.commentId).toBeTruthy();
  });

  it('finds mentions outside code, without email addresses, at most ten', () => {
    expect(mentionedKeys('hi @Ada, see ```\n@Bob\n``` and `@Carl`; mail ada@example.com')).toEqual([
      'ada',
    ]);
    expect(mentionedKeys('(@Ada.) @ada @Émile')).toEqual(['ada', 'émile']);
    const many = Array.from({ length: 15 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionedKeys(many)).toHaveLength(10);
  });

  it('groups the likes on a post until read: "Ada and 2 others"', async () => {
    const [author, ...likers] = await users(4, 'Like');
    const post = await newPost(author!);
    for (const liker of likers) await call(liker, 'PATCH', `/community/like/${post._id}`, {});
    // Unliking adds nothing; the author's own like neither.
    await call(likers[0]!, 'PATCH', `/community/like/${post._id}`, {});
    await call(author!, 'PATCH', `/community/like/${post._id}`, {});
    // (The author's first post earned a badge: only the likes are looked at.)
    const likes = async () => (await inbox(author!)).items.filter((n) => n.kind === 'like');
    await call(author!, 'PATCH', '/notifications/read-all');
    let items = await likes();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'like', actorId: likers[2]!.result._id, others: 2 });
    expect(notificationText(items[0]!)).toBe('Like 3 and 2 others liked your post “My setup”');
    await call(likers[0]!, 'PATCH', `/community/like/${post._id}`, {});
    items = await likes();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      kind: 'like',
      actorId: likers[0]!.result._id,
      others: 0,
      read: false,
    });
    expect(await unread(author!)).toBe(1);
  });

  it('a deleted answer takes its notifications, and their unread count, with it', async () => {
    const [asker, helper] = await users(2, 'Delete');
    const question = await ask(asker!);
    const answerId = (await answer(helper!, question._id)).answer[0]!._id;
    await call(asker!, 'PATCH', `/questions/${question._id}/comments`, {
      answerId,
      commentBody: 'Why?',
    });
    expect(await unread(asker!)).toBe(1);
    expect(await unread(helper!)).toBe(1);
    await call(helper!, 'PATCH', `/answer/delete/${question._id}`, { answerId });
    expect(await inbox(asker!)).toMatchObject({ items: [], total: 0 });
    expect(await unread(asker!)).toBe(0);
    expect(await unread(helper!)).toBe(0);
  });

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
