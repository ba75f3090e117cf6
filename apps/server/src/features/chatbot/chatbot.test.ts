import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { keywords } from './community-answer.js';

/** A small OpenAI-compatible server on loopback: records requests, answers as told. */
let received: {
  path: string;
  auth: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];
let answer: (res: ServerResponse) => void;
let provider: Server;
let providerUrl: string;

let t: TestApp;
let verified: AuthResponse;
let questionId: string;

async function verify(app: TestApp['app'], user: AuthResponse) {
  await app.deps.db
    .updateTable('users')
    .set({ emailVerified: 1 })
    .where('id', '=', user.result._id)
    .execute();
}

beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw),
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as { port: number }).port}/v1`;

  t = await createTestApp();
  verified = await signUp(t.app, { name: 'Verified Vera' });
  await verify(t.app, verified);
  const asker = await signUp(t.app);
  const question = await t.app.inject(
    asUser(asker.token, {
      method: 'POST',
      url: '/api/questions/Ask',
      payload: {
        questionTitle: 'How do I reverse a list in Python?',
        questionBody: 'I have [1, 2, 3].',
        questionTags: ['python'],
      },
    }),
  );
  questionId = question.json()._id;
  await t.app.inject(
    asUser(verified.token, {
      method: 'PATCH',
      url: `/api/answer/post/${questionId}`,
      payload: { answerBody: 'Use slicing: items[::-1] gives a reversed copy.' },
    }),
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const ask = (app: TestApp['app'], session: AuthResponse | null, query: unknown) => {
  const options = { method: 'POST' as const, url: '/api/ChatBot/post', payload: { query } };
  return app.inject(session ? asUser(session.token, options) : options);
};

describe('POST /api/ChatBot/post', () => {
  it('answers 401 without a token, 403 before verification, 400 for an empty or long query', async () => {
    expect((await ask(t.app, null, 'hi')).statusCode).toBe(401);
    const unverified = await signUp(t.app);
    const forbidden = await ask(t.app, unverified, 'reverse a list');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.chatNeedsVerification);
    expect((await ask(t.app, verified, '   ')).statusCode).toBe(400);
    expect((await ask(t.app, verified, 'x'.repeat(1001))).statusCode).toBe(400);
  });

  it('answers from the community by default: the best answer and a link', async () => {
    const response = await ask(t.app, verified, 'How can I reverse a python list?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const reply = response.body;
    expect(reply).toContain('items[::-1]');
    expect(reply).toContain(`http://stackhive.test/Questions/${questionId}`);
  });

  it("quotes the asker's accepted answer rather than the oldest one", async () => {
    const asker = await signUp(t.app);
    const asked = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: {
          questionTitle: 'How do I memoize a recursive Fibonacci function?',
          questionBody: 'It is slow.',
          questionTags: ['python'],
        },
      }),
    );
    const id = asked.json()._id;
    const answer = (body: string) =>
      t.app.inject(
        asUser(verified.token, {
          method: 'PATCH',
          url: `/api/answer/post/${id}`,
          payload: { answerBody: body },
        }),
      );
    await answer('Write a loop instead of recursion.');
    const second = (await answer('Decorate it with functools.cache.')).json().answer[1]._id;
    await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/answer/accept/${id}`,
        payload: { answerId: second },
      }),
    );
    const reply = (await ask(t.app, verified, 'memoize fibonacci')).body;
    expect(reply).toContain('functools.cache');
    expect(reply).not.toContain('loop instead');
  });

  it('says so, and suggests asking, when nothing matches', async () => {
    const reply = (await ask(t.app, verified, 'quantum entanglement of teapots')).body;
    expect(reply).toBe(
      `${MESSAGES.chatNothingFound} ${MESSAGES.chatAskCommunity}http://stackhive.test/AskQuestion`,
    );
  });

  it('keeps meaningful words and tag names', () => {
    expect(keywords('How do I use C++ templates with node.js?')).toEqual([
      'c++',
      'templates',
      'node.js',
    ]);
  });
});

/** The provider answering a chat completion whose message is `content`. */
const modelReplies = (content: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      created: 0,
      model: 'tiny-model',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    }),
  );
};

describe('with an OpenAI-compatible provider', () => {
  let withModel: TestApp;
  let user: AuthResponse;
  beforeAll(async () => {
    withModel = await createTestApp({
      chat: { baseUrl: providerUrl, apiKey: 'sk-test', model: 'tiny-model', timeoutMs: 500 },
    });
    user = await signUp(withModel.app);
    await verify(withModel.app, user);
    const asked = await withModel.app.inject(
      asUser(user.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: {
          questionTitle: 'Reverse a list in Python',
          questionBody: 'How?',
          questionTags: ['python'],
        },
      }),
    );
    await withModel.app.inject(
      asUser(user.token, {
        method: 'PATCH',
        url: `/api/answer/post/${asked.json()._id}`,
        payload: { answerBody: 'reversed(items) works.' },
      }),
    );
  });
  afterAll(() => withModel.close());

  it('asks the model with the community context and answers its reply', async () => {
    received = [];
    answer = modelReplies('Model says: use reversed().');
    const response = await ask(withModel.app, user, 'reverse a python list');
    expect(response.body).toBe('Model says: use reversed().');
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body.model).toBe('tiny-model');
    expect(request.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'reverse a python list',
    });
    expect(request.body.messages[0]?.content).toContain('Reverse a list in Python');
    expect(request.body.messages[0]?.content).toContain('reversed(items) works.');
  });

  it("ends the model's reply with the ask link when the community has nothing (issue 32)", async () => {
    answer = modelReplies('Teapots are not entangled.');
    expect((await ask(withModel.app, user, 'quantum entanglement of teapots')).body).toBe(
      `Teapots are not entangled.\n\n${MESSAGES.chatAskCommunity}http://stackhive.test/AskQuestion`,
    );
    expect((await ask(withModel.app, user, 'reverse a python list')).body).not.toContain(
      MESSAGES.chatAskCommunity,
    );
  });

  it('falls back to the community answer when the provider fails or is too slow', async () => {
    answer = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"boom"}}');
    };
    expect((await ask(withModel.app, user, 'reverse a python list')).body).toContain(
      'reversed(items) works.',
    );
    answer = (res) => setTimeout(() => res.end('{}'), 2000);
    expect((await ask(withModel.app, user, 'reverse a python list')).body).toContain(
      'reversed(items) works.',
    );
  });
});
