import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AuthResponse, Notification, Page, Post, Question } from '@stackhive/shared';
import { callApi, createTestApp, type ApiMethod, signUp, type TestApp } from './helpers.js';
import { startSmtpServer } from './smtp.js';

/** Long enough that nothing a test writes is due until the test moves the clock past it. */
export const MAIL_DELAY_SECONDS = 3600;

/** The app of a notifications test file and its SMTP server, set by useNotificationsApp. */
export let t: TestApp;
export let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

// The mail sender reads the app's clock; notifications are stamped with the real time. A
// test moves the clock past the delay instead of sleeping through it, so how long its own
// requests took (a loaded machine) never decides what is due.
let clockShift = 0;

/** Moves the app's clock past the mail delay: what waits is due. */
export const passTheMailDelay = () => {
  clockShift += (MAIL_DELAY_SECONDS + 1) * 1000;
};

/** A fresh app for the calling describe, mailing through a test SMTP server; closed after it. */
export function useNotificationsApp(): void {
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

  beforeEach(() => {
    clockShift = 0;
  });
}

export const call = (
  session: AuthResponse | null,
  method: ApiMethod,
  url: string,
  payload?: object,
) => callApi(t.app, session, method, url, payload);
export const ask = async (session: AuthResponse, title = 'How do I rebase?') =>
  (
    await call(session, 'POST', '/questions/Ask', {
      questionTitle: title,
      questionBody: 'The body',
      questionTags: ['git'],
    })
  ).json<Question>();
export const answer = async (session: AuthResponse, questionId: string, body = 'Use git rebase') =>
  (
    await call(session, 'PATCH', `/answer/post/${questionId}`, { answerBody: body })
  ).json<Question>();
export const inbox = async (session: AuthResponse) =>
  (await call(session, 'GET', '/notifications?limit=100')).json<Page<Notification>>();
export const unread = async (session: AuthResponse) =>
  (await call(session, 'GET', '/notifications/unread')).json<{ unread: number }>().unread;
export const newPost = async (session: AuthResponse) =>
  (
    await call(session, 'POST', '/community/new-post', {
      postTitle: 'My setup',
      postBody: 'A photo of my desk',
    })
  ).json<Post>();
export const users = async (count: number, prefix: string) => {
  const made: AuthResponse[] = [];
  for (let i = 0; i < count; i++) made.push(await signUp(t.app, { name: `${prefix} ${i}` }));
  return made;
};
