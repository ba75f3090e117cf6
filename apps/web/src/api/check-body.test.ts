import {
  MESSAGES,
  askQuestionBodySchema,
  feedbackBodySchema,
  newPostBodySchema,
  signupBodySchema,
  singleLineMessage,
} from '@stackhive/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBody, formBody } from './check-body';

const SIGNUP_BLANK = {
  email: MESSAGES.enterEmailAndPassword,
  password: MESSAGES.enterEmailAndPassword,
  name: MESSAGES.enterName,
};

describe('checkBody: a form checked with its endpoint’s shared schema', () => {
  it('answers the body as the schema shapes it, the one the server would read', () => {
    const checked = checkBody(signupBodySchema, {
      name: '  Ada ',
      email: ' Ada@StackHive.dev ',
      password: 'secret123',
    });
    expect(checked).toEqual({
      success: true,
      data: { name: 'Ada', email: 'ada@stackhive.dev', password: 'secret123' },
    });
  });

  it("answers the schema's own message when no spec alert applies (the server's wording)", () => {
    const weak = { name: 'Ada', email: 'ada@stackhive.dev', password: 'lettersonly' };
    expect(checkBody(signupBodySchema, weak, SIGNUP_BLANK)).toEqual({
      success: false,
      message: MESSAGES.passwordRule,
    });
    // Issue 30: the server's 400 for a name with a bidi override, word for word.
    const reversed = { name: 'Eve\u202Eexe.txt', email: 'eve@example.com', password: 'secret123' };
    expect(checkBody(signupBodySchema, reversed, SIGNUP_BLANK)).toEqual({
      success: false,
      message: singleLineMessage('name'),
    });
    const malformed = { name: 'Ada', email: 'ada@', subject: 'Hi', message: 'Hello' };
    expect(checkBody(feedbackBodySchema, malformed)).toEqual({
      success: false,
      message: 'email must be a valid email address',
    });
  });

  it("answers the spec's alert for a blank field, the first in the order given", () => {
    const blank = (values: { name: string; email: string; password: string }) =>
      checkBody(signupBodySchema, values, SIGNUP_BLANK);
    expect(blank({ name: '', email: '', password: '' })).toEqual({
      success: false,
      message: MESSAGES.enterEmailAndPassword,
    });
    expect(blank({ name: ' ', email: 'ada@stackhive.dev', password: 'secret123' })).toEqual({
      success: false,
      message: MESSAGES.enterName,
    });
    // A blank name still comes before a problem the spec has no alert for.
    expect(blank({ name: '', email: 'ada@', password: 'secret123' })).toEqual({
      success: false,
      message: MESSAGES.enterName,
    });
  });

  it('counts an empty list as blank (the tags of a question)', () => {
    const invalid = MESSAGES.invalidQuestion;
    const checked = checkBody(
      askQuestionBodySchema,
      { questionTitle: 'Title', questionBody: 'Body', questionTags: [] },
      { questionTitle: invalid, questionBody: invalid, questionTags: invalid },
    );
    expect(checked).toEqual({ success: false, message: invalid });
  });

  it('leaves a blank field alone when the schema accepts it', () => {
    const post = { postTitle: 'Desk', postBody: '', postContent: ['/media/a.png'] };
    expect(checkBody(newPostBodySchema, post, { postBody: 'never shown' })).toMatchObject({
      success: true,
    });
    expect(checkBody(newPostBodySchema, { ...post, postContent: [] })).toEqual({
      success: false,
      message: MESSAGES.postNeedsContent,
    });
  });
});

describe('formBody: checkBody for a submit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('alerts the message and answers null, or answers the body without a word', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const values = { name: '', email: 'ada@stackhive.dev', password: 'secret123' };
    expect(formBody(signupBodySchema, values, SIGNUP_BLANK)).toBeNull();
    expect(alert).toHaveBeenCalledExactlyOnceWith(MESSAGES.enterName);

    alert.mockClear();
    expect(formBody(signupBodySchema, { ...values, name: 'Ada' })).toEqual({
      ...values,
      name: 'Ada',
    });
    expect(alert).not.toHaveBeenCalled();
  });
});
