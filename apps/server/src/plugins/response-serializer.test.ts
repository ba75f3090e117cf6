import { describe, expect, it } from 'vitest';
import {
  pageSchema,
  publicUserSchema,
  questionSchema,
  questionSummarySchema,
  searchResponseSchema,
} from '@stackhive/shared';
import { responseSerializerCompiler } from './response-serializer.js';

const compile = (schema: Parameters<typeof responseSerializerCompiler>[0]['schema']) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const user = {
  _id: 'u1',
  name: 'Ada',
  about: 'Analyst "engines" </script>',
  tags: ['python'],
  joinedOn: '2026-11-22T00:00:00.000Z',
  friends: [{ userName: 'Charles', userId: 'u2' }],
  reputation: 101,
  badges: { gold: 0, silver: 1, bronze: 3 },
  moderator: false,
  suspendedUntil: null,
};

describe('response serializer (fast-json-stringify from the zod schemas)', () => {
  it('writes exactly what JSON.stringify would for a valid response', () => {
    const page = { items: [user], nextCursor: null, total: 1 };
    expect(compile(pageSchema(publicUserSchema))(page)).toBe(JSON.stringify(page));
  });

  it('leaves out every property the schema does not name (no accidental leaks)', () => {
    const written = compile(publicUserSchema)({
      ...user,
      email: 'ada@example.com',
      passwordHash: 'scrypt$secret',
    });
    expect(JSON.parse(written)).toEqual(user);
  });

  it('writes a named schema ($ref to its definition): a question list item never gets `answer`', () => {
    const summary = {
      _id: 'q1',
      userId: 'u1',
      questionTitle: 'Title',
      questionBody: 'Body',
      questionTags: ['git'],
      userPosted: 'Ada',
      userReputation: 11,
      askedOn: '2026-11-22T00:00:00.000Z',
      upVote: [],
      downVote: [],
      votes: 0,
      noOfAnswers: 1,
      acceptedAnswerId: null,
      activeOn: '2026-11-22T00:00:00.000Z',
      bookmarks: 0,
      views: 0,
      editedOn: null,
      duplicateOf: null,
    };
    const answer = {
      _id: 'a1',
      answerBody: 'Answer',
      userAnswered: 'Charles',
      userId: 'u2',
      userReputation: 1,
      userBadges: { gold: 0, silver: 1, bronze: 2 },
      answerOn: '2026-11-22T00:00:00.000Z',
      upVote: ['u3'],
      downVote: [],
      votes: 1,
      editedOn: null,
      comments: [],
      noOfComments: 0,
    };
    const page = { items: [{ ...summary, answer: [answer] }], nextCursor: null, total: 1 };
    expect(JSON.parse(compile(pageSchema(questionSummarySchema))(page))).toEqual({
      ...page,
      items: [summary],
    });
    const whole = {
      ...summary,
      userBadges: { gold: 0, silver: 0, bronze: 0 },
      answer: [answer],
      comments: [],
      noOfComments: 0,
      closed: null,
    };
    expect(JSON.parse(compile(questionSchema)(whole))).toEqual(whole);
  });

  it('refuses a response missing a required field instead of writing a broken one', () => {
    const { name: _name, ...nameless } = user;
    expect(() => compile(publicUserSchema)(nameless)).toThrow(/name/);
  });

  it('handles unions (search answers one of four shapes)', () => {
    const counts = { count: 0, capped: false };
    const response = {
      q: 'css',
      sort: 'relevance',
      type: 'tags',
      items: [{ TagName: 'css', TagDesc: 'Styles' }],
      counts: {
        questions: counts,
        tags: { count: 1, capped: false },
        posts: counts,
        users: counts,
      },
      nextCursor: null,
    };
    expect(JSON.parse(compile(searchResponseSchema)(response))).toEqual(response);
  });
});
