import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  TEAM_MESSAGES,
  type AuthResponse,
  type Page,
  type PublicUser,
  type Question,
  type QuestionSummary,
  type SearchResponse,
  type Team,
  type TeamMember,
  type TeamTag,
} from '@stackhive/shared';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { askInTeam, teamCaller, teamWith, verifiedUser } from '../../test/teams.js';

/**
 * A team's content (issue 33): its members ask, answer, vote, accept, comment, edit and
 * search inside it, with the team's own tags and reputation; nothing of it counts in public
 * lists, totals, tags, profiles or reputation; anyone else finds nothing, and a removed member
 * loses it at once. The leak test (team-leak.test.ts) walks every surface for a marker.
 */
let t: TestApp;
let call: ReturnType<typeof teamCaller>;
let ann: AuthResponse;
let ben: AuthResponse;
let cat: AuthResponse;
let outsider: AuthResponse;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  call = teamCaller(t);
  ann = await verifiedUser(t, 'Ann Asker');
  ben = await verifiedUser(t, 'Ben Answerer');
  cat = await verifiedUser(t, 'Cat Colleague');
  outsider = await verifiedUser(t, 'Otto Outsider');
  team = await teamWith(t, ann, [ben, cat], 'Payments');
});
afterAll(() => t.close());

const publicTotal = async () =>
  (await call(null, 'GET', '/questions/get')).json<Page<QuestionSummary>>().total;

describe(`a team's questions (${TEST_ENGINE})`, () => {
  it('are asked with the team and its own free-form tags, listed for members only', async () => {
    const before = await publicTotal();
    const question = await askInTeam(t, ann, team.slug, {
      title: 'How do we rotate the ledger signing key?',
      body: 'Our runbook says quarterly; the vault plugin disagrees.',
      tags: ['ledger-keys', 'Vault'],
    });
    expect(question.team).toEqual({ slug: team.slug, name: 'Payments' });
    expect(question.questionTags).toEqual(['ledger-keys', 'vault']);

    const listed = await call(ben, 'GET', `/questions/get?team=${team.slug}`);
    expect(listed.statusCode).toBe(200);
    const page = listed.json<Page<QuestionSummary>>();
    expect(page.items.map((item) => item._id)).toEqual([question._id]);
    expect(page.total).toBe(1);
    const tagged = await call(ben, 'GET', `/questions/get?team=${team.slug}&tag=ledger-keys`);
    expect(tagged.json<Page<QuestionSummary>>().total).toBe(1);
    const unanswered = await call(ben, 'GET', `/questions/get?team=${team.slug}&filter=unanswered`);
    expect(unanswered.json<Page<QuestionSummary>>().total).toBe(1);

    // Not public: not in the list, its total, a tag's total or the unanswered total.
    expect(await publicTotal()).toBe(before);
    const publicList = (await call(null, 'GET', '/questions/get?limit=100')).json<
      Page<QuestionSummary>
    >();
    expect(publicList.items.map((item) => item._id)).not.toContain(question._id);
    // Outside the team: 404, never 403, for the list and the question alike.
    for (const who of [outsider, null]) {
      const list = await call(who, 'GET', `/questions/get?team=${team.slug}`);
      expect(list.statusCode).toBe(404);
      expect(list.json().message).toBe(TEAM_MESSAGES.teamNotFound);
      const read = await call(who, 'GET', `/questions/${question._id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(MESSAGES.questionNotFound);
    }
    // A tag outside the catalogue is refused in public, as before.
    const publicAsk = await call(ann, 'POST', '/questions/Ask', {
      questionTitle: 'A public question with a team tag',
      questionBody: 'It should be refused.',
      questionTags: ['ledger-keys'],
    });
    expect(publicAsk.statusCode).toBe(400);
    expect(publicAsk.json().message).toContain(`${MESSAGES.unknownTag}ledger-keys`);
    // Asking in a team one is not in: 404.
    const intruder = await call(outsider, 'POST', '/questions/Ask', {
      questionTitle: 'Let me in',
      questionBody: 'Please.',
      questionTags: ['x'],
      team: team.slug,
    });
    expect(intruder.statusCode).toBe(404);
  });

  it('are answered, voted on, accepted, commented on and edited by members, with team reputation only', async () => {
    const question = await askInTeam(t, ann, team.slug, {
      title: 'Which queue takes refunds?',
      body: 'The old one or the new one?',
      tags: ['refunds'],
    });
    const publicBefore = (await call(null, 'GET', `/user/${ben.result._id}`)).json<PublicUser>();

    const answered = await call(ben, 'PATCH', `/answer/post/${question._id}`, {
      answerBody: 'The new one, since March.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const answerId = answered.json<Question>().answer[0]!._id;
    const up = await call(cat, 'PATCH', `/answer/vote/${question._id}`, {
      answerId,
      value: 'upVote',
    });
    expect(up.statusCode, up.body).toBe(200);
    const accepted = await call(ann, 'PATCH', `/answer/accept/${question._id}`, { answerId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Question>().acceptedAnswerId).toBe(answerId);
    const commented = await call(cat, 'PATCH', `/questions/${question._id}/comments`, {
      commentBody: 'Confirmed with finance.',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    // Any member edits any post of the team, with the team's tags.
    const edited = await call(cat, 'PATCH', `/questions/${question._id}`, {
      questionTitle: 'Which queue takes refunds now?',
      questionBody: 'The old one or the new one?',
      questionTags: ['refunds', 'queues'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const revisions = await call(ben, 'GET', `/questions/${question._id}/revisions`);
    expect(revisions.statusCode).toBe(200);
    // Outside the team, every one of these is a 404.
    for (const [method, url, payload] of [
      ['PATCH', `/answer/post/${question._id}`, { answerBody: 'Me too' }],
      ['PATCH', `/answer/vote/${question._id}`, { answerId, value: 'upVote' }],
      ['PATCH', `/questions/vote/${question._id}`, { value: 'upVote' }],
      ['PATCH', `/questions/${question._id}/comments`, { commentBody: 'Hello' }],
      ['GET', `/questions/${question._id}/comments`, undefined],
      ['GET', `/questions/${question._id}/revisions`, undefined],
      ['PATCH', `/questions/bookmark/${question._id}`, undefined],
    ] as const) {
      const response = await call(outsider, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('refunds');
    }

    // Ben's public reputation and badges did not move; his team reputation did.
    const publicAfter = (await call(null, 'GET', `/user/${ben.result._id}`)).json<PublicUser>();
    expect(publicAfter.reputation).toBe(publicBefore.reputation);
    expect(publicAfter.badges).toEqual(publicBefore.badges);
    const members = (await call(ann, 'GET', `/teams/${team.slug}/members`)).json<
      Page<TeamMember>
    >();
    const benInTeam = members.items.find((member) => member.userId === ben.result._id)!;
    expect(benInTeam.reputation).toBe(1 + 10 + 15);
    // And their team badges, by the public rules over the team's activity alone: Ben's
    // upvoted answer (Teacher), Cat's upvote and edit (Supporter, Editor), Ann's accept
    // (Scholar). None of them is public.
    const badgesOf = (who: AuthResponse) =>
      members.items.find((member) => member.userId === who.result._id)!.badges;
    expect(badgesOf(ben)).toEqual({ gold: 0, silver: 0, bronze: 1 });
    expect(badgesOf(cat)).toEqual({ gold: 0, silver: 0, bronze: 2 });
    expect(badgesOf(ann)).toEqual({ gold: 0, silver: 0, bronze: 1 });
    for (const who of [ann, cat]) {
      const profile = (await call(null, 'GET', `/user/${who.result._id}`)).json<PublicUser>();
      expect(profile.badges).toEqual({ gold: 0, silver: 0, bronze: 0 });
    }
    // Nor is his team answer on his public profile.
    const answers = await call(null, 'GET', `/user/${ben.result._id}/answers`);
    expect(answers.body).not.toContain(question._id);

    // The team's tags, with their questions, described by any member.
    const described = await call(ben, 'PATCH', `/teams/${team.slug}/tags/queues`, {
      description: 'Where work waits.',
    });
    expect(described.statusCode, described.body).toBe(200);
    const tags = (await call(cat, 'GET', `/teams/${team.slug}/tags`)).json<Page<TeamTag>>();
    expect(tags.items.find((tag) => tag.name === 'queues')).toEqual({
      name: 'queues',
      description: 'Where work waits.',
      questions: 1,
    });
    expect((await call(outsider, 'GET', `/teams/${team.slug}/tags`)).statusCode).toBe(404);
  });

  it('are found by a search within the team, and by no public search', async () => {
    await askInTeam(t, cat, team.slug, {
      title: 'Zeppelin batch settlement window',
      body: 'When does the zeppelin batch close?',
      tags: ['settlement'],
    });
    const inTeam = await call(ben, 'GET', `/search?q=zeppelin&team=${team.slug}`);
    expect(inTeam.statusCode, inTeam.body).toBe(200);
    const found = inTeam.json<SearchResponse>();
    expect(found.counts.questions.count).toBe(1);
    expect(found.type === 'questions' && found.items[0]?.questionTitle).toBe(
      'Zeppelin batch settlement window',
    );
    const byTag = (
      await call(
        ben,
        'GET',
        `/search?q=${encodeURIComponent('[settlement] batch')}&team=${team.slug}`,
      )
    ).json<SearchResponse>();
    expect(byTag.counts.questions.count).toBe(1);
    for (const who of [ben, outsider, null]) {
      const everywhere = (await call(who, 'GET', '/search?q=zeppelin')).json<SearchResponse>();
      expect(everywhere.counts.questions.count).toBe(0);
    }
    expect((await call(outsider, 'GET', `/search?q=zeppelin&team=${team.slug}`)).statusCode).toBe(
      404,
    );
  });

  it('are lost at once by a removed member, and go with the deleted team', async () => {
    const dora = await verifiedUser(t, 'Dora Departing');
    const small = await teamWith(t, ann, [dora], 'Short-lived');
    const question = await askInTeam(t, dora, small.slug, {
      title: 'Where is the staging database?',
      body: 'Asking for a friend.',
      tags: ['staging'],
    });
    expect((await call(dora, 'GET', `/questions/${question._id}`)).statusCode).toBe(200);
    // A notification about it (an answer to Dora's question) goes when she does.
    await call(ann, 'PATCH', `/answer/post/${question._id}`, { answerBody: 'Host db-2.' });
    const removed = await call(ann, 'DELETE', `/teams/${small.slug}/members/${dora.result._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(dora, 'GET', `/questions/${question._id}`)).statusCode).toBe(404);
    expect((await call(dora, 'GET', `/questions/get?team=${small.slug}`)).statusCode).toBe(404);
    const inbox = await call(dora, 'GET', '/notifications');
    expect(inbox.body).not.toContain('staging database');
    // A notification a write committed just after the removal (PostgreSQL lets the two
    // overlap) is not shown to her either.
    await t.app.deps.db
      .insertInto('notifications')
      .values({
        id: '0192aaaa-0000-7000-8000-00000000beef',
        userId: dora.result._id,
        kind: 'answer',
        actorId: ann.result._id,
        questionId: question._id,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const later = await call(dora, 'GET', '/notifications');
    expect(later.statusCode).toBe(200);
    expect(later.body).not.toContain('staging database');
    expect(later.body).not.toContain('beef');

    const deleted = await call(ann, 'DELETE', `/teams/${small.slug}`, { confirm: small.slug });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(ann, 'GET', `/questions/${question._id}`)).statusCode).toBe(404);
    const left = await t.app.deps.db
      .selectFrom('answers')
      .select('id')
      .where('questionId', '=', question._id)
      .execute();
    expect(left).toEqual([]);
  });

  it('never links a public question to a team one as its duplicate', async () => {
    const teamQuestion = await askInTeam(t, ann, team.slug, {
      title: 'Internal duplicate target',
      body: 'Private.',
      tags: ['internal'],
    });
    const admin = await verifiedUser(t, 'Ada Admin');
    await t.app.deps.db
      .updateTable('users')
      .set({ isAdmin: 1 })
      .where('id', '=', admin.result._id)
      .execute();
    const asked = await call(ann, 'POST', '/questions/Ask', {
      questionTitle: 'A public question about something',
      questionBody: 'Public.',
      questionTags: ['python'],
    });
    const publicId = asked.json<Question>()._id;
    const closed = await call(admin, 'PATCH', `/questions/${publicId}/close`, {
      duplicateOf: teamQuestion._id,
    });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(MESSAGES.originalNotFound);

    // Inside the team, its owner and admins close and reopen (public reputation is not the
    // team's), as a duplicate of one of the team's own questions.
    const again = await askInTeam(t, cat, team.slug, {
      title: 'Internal duplicate target, again',
      body: 'Private too.',
      tags: ['internal'],
    });
    const byMember = await call(ben, 'PATCH', `/questions/${again._id}/close`, {
      duplicateOf: teamQuestion._id,
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(TEAM_MESSAGES.teamAdminsOnly);
    const byOwner = await call(ann, 'PATCH', `/questions/${again._id}/close`, {
      duplicateOf: teamQuestion._id,
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json<Question>().closed?.duplicateTitle).toBe('Internal duplicate target');
    const publicOriginal = await call(ann, 'PATCH', `/questions/${teamQuestion._id}/close`, {
      duplicateOf: publicId,
    });
    expect(publicOriginal.statusCode).toBe(404);
    expect((await call(ann, 'PATCH', `/questions/${again._id}/reopen`)).statusCode).toBe(200);
  });
});
