import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleLineMessage, type AuthResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';

/**
 * Issue 30: a name or a title is one line a person reads. Line breaks (forged log lines,
 * mail headers), other control characters and bidirectional overrides (U+202E makes
 * 'Eve\u202Eexe.txt' read as 'Evetxt.exe') are refused with a 400 naming the field,
 * wherever such a line is written.
 */
const UNSAFE = [
  'Eve\u202Eexe.txt',
  'Mallory\r\nAdmin',
  'Bell\u0007',
  'Tab\there',
  'A\u2028B',
  'X\u2066Y',
];

let t: TestApp;
let user: AuthResponse;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object, session?: AuthResponse) =>
  t.app.inject(
    session ? asUser(session.token, { method, url, payload }) : { method, url, payload },
  );

async function expectRefused(
  request: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  field: string,
) {
  const response = await request;
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.stringify(response.json())).toContain(singleLineMessage(field));
}

describe('names and titles with control or bidi characters', () => {
  it.each(UNSAFE)('refuses %j as a display name at sign-up and in the profile', async (name) => {
    await expectRefused(
      send('POST', '/api/user/signup', {
        name,
        email: `eve-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse 1',
      }),
      'name',
    );
    await expectRefused(
      send('PATCH', `/api/user/update/${user.result._id}`, { name, about: '', tags: [] }, user),
      'name',
    );
  });

  it('refuses them in question and post titles, edits and the feedback form', async () => {
    const title = 'How do I \u202Eesrever this?';
    await expectRefused(
      send(
        'POST',
        '/api/questions/Ask',
        { questionTitle: title, questionBody: 'Body text.', questionTags: ['git'] },
        user,
      ),
      'questionTitle',
    );
    const asked = await send(
      'POST',
      '/api/questions/Ask',
      { questionTitle: 'A fine title', questionBody: 'Body text.', questionTags: ['git'] },
      user,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { _id: id } = asked.json<{ _id: string }>();
    await expectRefused(
      send(
        'PATCH',
        `/api/questions/${id}`,
        { questionTitle: title, questionBody: 'Body text.', questionTags: ['git'] },
        user,
      ),
      'questionTitle',
    );
    await expectRefused(
      send(
        'PATCH',
        `/api/questions/${id}`,
        {
          questionTitle: 'A fine title',
          questionBody: 'Body text, edited.',
          questionTags: ['git'],
          editSummary: 'typo\r\nfixed',
        },
        user,
      ),
      'editSummary',
    );
    await expectRefused(
      send('POST', '/api/community/new-post', { postTitle: 'Hi\nthere', postBody: '' }, user),
      'postTitle',
    );
    await expectRefused(
      send('POST', '/api/verification/send-feedback', {
        name: 'Eve',
        email: 'eve@example.com',
        subject: 'Hello\r\nBcc: everyone@example.com',
        message: 'Hi',
      }),
      'subject',
    );
  });

  it('keeps names in every script, accents and inner spaces', async () => {
    for (const name of ['José Ñúñez', 'مريم الحسن', '李 小龍', "Zoë O'Brien-Smith"]) {
      const response = await send(
        'PATCH',
        `/api/user/update/${user.result._id}`,
        { name, about: 'Multi-line\nabout text stays allowed.', tags: [] },
        user,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ name: string }>().name).toBe(name);
    }
  });
});
