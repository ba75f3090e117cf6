import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AuthResponse, Notification, Page, Post, Question } from '@stackhive/shared';
import { callApi, createTestApp, type ApiMethod, signUp, type TestApp } from './helpers.js';
import { startSmtpServer } from './smtp.js';

/** Long enough that nothing a test writes is due until the test moves the clock past it. */
export const MAIL_DELAY_SECONDS = 3600;

/**
 * Registers the hooks of a describe whose app mails through a test SMTP server (`env`, set
 * before the describe's own beforeAll hooks run) and the calls its tests make.
 */
export function notificationsApp() {
  const env = {} as { t: TestApp; smtp: Awaited<ReturnType<typeof startSmtpServer>> };
  beforeAll(async () => {
    env.smtp = await startSmtpServer();
    env.t = await createTestApp(
      {
        notificationMailDelaySeconds: MAIL_DELAY_SECONDS,
        mail: {
          smtpUrl: env.smtp.url,
          from: 'StackHive <no-reply@stackhive.test>',
          outboxDir: '/nonexistent',
          feedbackTo: [],
        },
      },
      { clock: () => Date.now() + clockShift },
    );
  });
  afterAll(async () => {
    await env.t.close();
    await env.smtp.close();
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
    callApi(env.t.app, session, method, url, payload);
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
    for (let i = 0; i < count; i++) made.push(await signUp(env.t.app, { name: `${prefix} ${i}` }));
    return made;
  };
  return { env, passTheMailDelay, call, ask, answer, inbox, unread, newPost, users };
}
