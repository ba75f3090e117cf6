import { describe, expect, it } from 'vitest';
import { notificationText, type Notification } from '@stackhive/shared';
import { signUp, TEST_ENGINE } from '../../test/helpers.js';
import {
  answer,
  ask,
  call,
  inbox,
  newPost,
  t,
  unread,
  useNotificationsApp,
  users,
} from '../../test/notifications.js';
import { mentionedKeys } from './mentions.js';

/** Issue 18: what notifies whom, and when a notification goes with its post. */
describe(`notifications on ${TEST_ENGINE}`, () => {
  useNotificationsApp();

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

    // A first upvote earns the Supporter badge: the vote that awards it tells its holder.
    const question = await ask(third!);
    await call(follower!, 'PATCH', `/questions/vote/${question._id}`, { value: 'upVote' });
    const badges = (await inbox(follower!)).items.filter((n) => n.kind === 'badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toMatchObject({ badge: 'supporter', actorId: null });
    expect(notificationText(badges[0]!)).toBe('You earned the “supporter” badge');
  });

  it('a first edit makes its editor an Editor and tells them once; later edits tell nothing', async () => {
    const [asker] = await users(1, 'Editor');
    const question = await ask(asker!, 'How do I squash commits?');
    const edit = (questionBody: string) =>
      call(asker!, 'PATCH', `/questions/${question._id}`, {
        questionTitle: question.questionTitle,
        questionBody,
        questionTags: question.questionTags,
      });
    await edit('Squashing the last three commits, keeping the first message.');
    await edit('Squashing the last three commits into one, keeping the first message.');
    const badges = (await inbox(asker!)).items.filter((n) => n.kind === 'badge');
    expect(badges.map((n) => n.badge)).toEqual(['editor']);
    expect(await unread(asker!)).toBe(1);
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
});
