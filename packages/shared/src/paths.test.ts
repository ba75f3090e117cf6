import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-text.js';
import {
  absoluteUrl,
  answerAnchor,
  answerHref,
  commentAnchor,
  paths,
  withAnchor,
} from './paths.js';
import type { Notification } from './schemas/notifications.js';

describe('paths', () => {
  it("keeps the spec's route table exactly as it spells it", () => {
    expect(paths.question.path).toBe('/Questions/:id');
    expect(paths.tag.path).toBe('/tag/:tag');
    expect(paths.post.path).toBe('/community/post/:id');
    expect(paths.userPosts.path).toBe('/community/user/post/:id');
    expect(paths.search.path).toBe('/search/:id');
    expect(paths.searchCapital.path).toBe('/Search/:id');
    expect(paths.feedback.path).toBe('/FeedBack-Form');
    expect(paths.resetPassword.path).toBe('/reset-password/:id');
  });

  it('a link of a page without parameters is its pattern', () => {
    for (const route of Object.values(paths)) {
      if (route.path.includes(':')) continue;
      expect((route.getHref as () => string)()).toBe(route.path);
    }
  });

  it('a link fills every parameter of its pattern', () => {
    const hrefs = {
      question: paths.question.getHref('q1'),
      editQuestion: paths.editQuestion.getHref('q1'),
      questionRevisions: paths.questionRevisions.getHref('q1'),
      answerRevisions: paths.answerRevisions.getHref('q1', 'a1'),
      tag: paths.tag.getHref('git'),
      badge: paths.badge.getHref('teacher'),
      user: paths.user.getHref('u1'),
      post: paths.post.getHref('p1'),
      userPosts: paths.userPosts.getHref('u1'),
      search: paths.search.getHref('git'),
      searchCapital: paths.searchCapital.getHref('git'),
      resetPassword: paths.resetPassword.getHref('token'),
      team: paths.team.getHref('platform'),
      teamJoin: paths.teamJoin.getHref('token'),
    };
    expect(hrefs).toEqual({
      question: '/Questions/q1',
      editQuestion: '/Questions/q1/edit',
      questionRevisions: '/Questions/q1/revisions',
      answerRevisions: '/Questions/q1/answers/a1/revisions',
      tag: '/tag/git',
      badge: '/badges/teacher',
      user: '/Users/u1',
      post: '/community/post/p1',
      userPosts: '/community/user/post/u1',
      search: '/search/git',
      searchCapital: '/Search/git',
      resetPassword: '/reset-password/token',
      team: '/c/platform',
      teamJoin: '/teams/join/token',
    });
    // Every route with parameters is covered above.
    const withParams = Object.entries(paths).filter(([, route]) => route.path.includes(':'));
    expect(withParams.map(([name]) => name).sort()).toEqual(Object.keys(hrefs).sort());
  });

  it('encodes ids, tags and queries, so a character of theirs never becomes part of the URL', () => {
    expect(paths.tag.getHref('c++')).toBe('/tag/c%2B%2B');
    expect(paths.tag.getHref('c#')).toBe('/tag/c%23');
    expect(paths.tag.getHref('node.js')).toBe('/tag/node.js');
    expect(paths.search.getHref('c++ & rust?')).toBe('/search/c%2B%2B%20%26%20rust%3F');
    expect(paths.question.getHref('a/b')).toBe('/Questions/a%2Fb');
    expect(paths.answerRevisions.getHref('q/1', 'a#2')).toBe(
      '/Questions/q%2F1/answers/a%232/revisions',
    );
    expect(paths.user.getHref('ü 1')).toBe('/Users/%C3%BC%201');
    expect(paths.badge.getHref('Nice Answer')).toBe('/badges/Nice%20Answer');
    expect(paths.resetPassword.getHref('abc_-123')).toBe('/reset-password/abc_-123');
  });

  it("links to asking in a team and to a team's questions of one tag (issue 33)", () => {
    expect(paths.askQuestion.getHref('platform')).toBe('/AskQuestion?team=platform');
    expect(paths.team.getHref('platform', 'c++')).toBe('/c/platform?tag=c%2B%2B');
  });
});

describe('anchors', () => {
  it('names the element of an answer and of a comment on their page', () => {
    expect(answerAnchor('a1')).toBe('answer-a1');
    expect(commentAnchor('c1')).toBe('comment-c1');
  });

  it('links to an element of a page, encoding the anchor', () => {
    expect(withAnchor('/community/post/p1', commentAnchor('c1'))).toBe(
      '/community/post/p1#comment-c1',
    );
    expect(withAnchor('/Questions/q1', 'answer-a b')).toBe('/Questions/q1#answer-a%20b');
  });

  it('links to an answer on its question page', () => {
    expect(answerHref('q1', 'a1')).toBe('/Questions/q1#answer-a1');
    expect(answerHref('q/1', 'a#1')).toBe('/Questions/q%2F1#answer-a%231');
  });
});

describe('absoluteUrl', () => {
  it('puts a link on the site, with or without a trailing slash in the base', () => {
    const href = paths.question.getHref('q1');
    expect(absoluteUrl('https://stackhive.example', href)).toBe(
      'https://stackhive.example/Questions/q1',
    );
    expect(absoluteUrl('https://stackhive.example/', href)).toBe(
      'https://stackhive.example/Questions/q1',
    );
    expect(absoluteUrl('https://stackhive.example//', href)).toBe(
      'https://stackhive.example/Questions/q1',
    );
    expect(absoluteUrl('http://localhost:3000', paths.home.getHref())).toBe(
      'http://localhost:3000/',
    );
  });

  it('keeps a path of the base, and the query and anchor of the link', () => {
    expect(absoluteUrl('https://x.example/forum/', paths.tag.getHref('c++'))).toBe(
      'https://x.example/forum/tag/c%2B%2B',
    );
    expect(absoluteUrl('https://x.example', `${paths.unsubscribe.getHref()}?kind=all`)).toBe(
      'https://x.example/unsubscribe?kind=all',
    );
    expect(absoluteUrl('https://x.example/', answerHref('q1', 'a1'))).toBe(
      'https://x.example/Questions/q1#answer-a1',
    );
  });
});

describe('notificationPath', () => {
  const base: Notification = {
    _id: 'n1',
    kind: 'answer',
    actorId: 'u1',
    actorName: 'Ada',
    others: 0,
    questionId: null,
    answerId: null,
    commentId: null,
    postId: null,
    postCommentId: null,
    title: null,
    badge: null,
    createdOn: '2026-01-01T00:00:00.000Z',
    read: false,
  };
  const path = (fields: Partial<Notification>) => notificationPath({ ...base, ...fields });

  it('leads to the answer or the comment of a question, the post, the badge, the profile', () => {
    expect(path({ questionId: 'q1' })).toBe('/Questions/q1');
    expect(path({ questionId: 'q1', answerId: 'a1' })).toBe('/Questions/q1#answer-a1');
    expect(path({ kind: 'comment', questionId: 'q1', answerId: 'a1', commentId: 'c1' })).toBe(
      '/Questions/q1#comment-c1',
    );
    expect(path({ kind: 'like', postId: 'p1' })).toBe('/community/post/p1');
    expect(path({ kind: 'comment', postId: 'p1', postCommentId: 'c2' })).toBe(
      '/community/post/p1#comment-c2',
    );
    expect(path({ kind: 'badge', actorId: null, badge: 'Nice Answer' })).toBe(
      '/badges/Nice%20Answer',
    );
    expect(path({ kind: 'follow' })).toBe('/Users/u1');
    expect(path({ kind: 'follow', actorId: null })).toBe('/notifications');
  });
});
