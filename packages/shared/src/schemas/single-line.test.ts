import { describe, expect, it } from 'vitest';
import { singleLineMessage } from './common.js';
import { feedbackBodySchema } from './feedback.js';
import { askQuestionBodySchema } from './questions.js';
import { signupBodySchema, updateUserBodySchema } from './users.js';

/** Issue 30: the one rule the server and the web forms both check names and titles with. */
describe('single-line text', () => {
  const signup = { email: 'eve@example.com', password: 'secret123' };

  it('refuses line breaks, control characters and bidi overrides, naming the field', () => {
    for (const name of ['Eve\u202Eexe.txt', 'A\r\nB', 'A\u0000B', 'A\u009bB', 'A\u2029B']) {
      const result = signupBodySchema.safeParse({ ...signup, name });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['name'],
        message: singleLineMessage('name'),
      });
    }
    const ask = askQuestionBodySchema.safeParse({
      questionTitle: 'Why\nnot',
      questionBody: 'Body',
      questionTags: ['git'],
    });
    expect(ask.error?.issues[0]?.message).toBe(singleLineMessage('questionTitle'));
    const feedback = feedbackBodySchema.safeParse({
      name: 'Eve',
      email: 'eve@example.com',
      subject: 'Hi\r\nBcc: x@example.com',
      message: 'Hello',
    });
    expect(feedback.error?.issues[0]?.message).toBe(singleLineMessage('subject'));
  });

  it('keeps names in any script and trims the ends as before', () => {
    expect(signupBodySchema.parse({ ...signup, name: '  مريم الحسن\n' }).name).toBe('مريم الحسن');
    expect(
      updateUserBodySchema.parse({ name: 'José Ñúñez', about: 'Line one\nline two' }),
    ).toMatchObject({
      name: 'José Ñúñez',
      about: 'Line one\nline two',
    });
  });
});
