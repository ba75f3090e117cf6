import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AuthResponse, Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { prng } from '../../test/prng.js';
import { writeViews } from '../questions/index.js';
import { factsOf, heldBy } from './badges.facts.js';
import { awardKey, badgesEarnedBy } from './badges.policy.js';

/**
 * Issue 29: random sequences of votes, accepts, comments, edits, profile updates and views
 * go through the API (or, for views, the view counter's batch write). Badges are never taken
 * back, so while nothing is undone or lowered (upvotes only, each cast once; accepts only
 * set; no About emptied) the badges held are exactly what the policy says the stored facts earn; after undos
 * and downvotes (an About emptied, votes removed or moved, accepts cleared or moved) they still hold at least
 * that.
 */
describe(`badges held are what the policy says the stored facts earn, on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  const people: AuthResponse[] = [];
  const questions: { id: string; asker: number; answers: { id: string; author: number }[] }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 12; i++) people.push(await signUp(t.app));
  });
  afterAll(() => t.close());

  const send = (who: AuthResponse, method: 'PATCH' | 'POST', url: string, payload = {}) =>
    t.app.inject(asUser(who.token, { method, url: `/api${url}`, payload }));

  async function earnedAndHeld() {
    const db = t.app.deps.db;
    const ids = people.map((p) => p.result._id);
    const facts = await factsOf(db, ids);
    const { rows } = await sql<{ editorId: string }>`
      select editor_id from question_revisions union select editor_id from answer_revisions`.execute(
      db,
    );
    const editors = new Set(rows.map((row) => row.editorId));
    for (const f of facts) f.edited = editors.has(f.userId);
    const earned = new Set(facts.flatMap(badgesEarnedBy).map(awardKey));
    return { earned: [...earned].sort(), held: [...(await heldBy(db, ids))].sort() };
  }

  async function randomRound(random: () => number, undo: boolean): Promise<void> {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const voted = new Set<string>();
    for (let step = 0; step < 60; step++) {
      const who = Math.floor(random() * people.length);
      const actor = people[who]!;
      const roll = random();
      if (roll < 0.1 || questions.length === 0) {
        const asked = await send(actor, 'POST', '/questions/Ask', {
          questionTitle: `Property question ${questions.length}`,
          questionBody: 'b',
          questionTags: ['git'],
        });
        questions.push({ id: asked.json<Question>()._id, asker: who, answers: [] });
        continue;
      }
      const q = pick(questions);
      if (roll < 0.2) {
        const answered = await send(actor, 'PATCH', `/answer/post/${q.id}`, { answerBody: 'a' });
        const answers = answered.json<Question>().answer;
        q.answers.push({ id: answers.at(-1)!._id, author: who });
      } else if (roll < 0.55) {
        const a = q.answers.length && random() < 0.6 ? pick(q.answers) : null;
        const key = `${who} ${a?.id ?? q.id}`;
        if (!undo && voted.has(key)) continue;
        voted.add(key);
        // Without undos, scores only rise: a downvote would lower a score past a threshold.
        const value = undo && random() < 0.4 ? 'downVote' : 'upVote';
        if (a) await send(actor, 'PATCH', `/answer/vote/${q.id}`, { answerId: a.id, value });
        else await send(actor, 'PATCH', `/questions/vote/${q.id}`, { value });
      } else if (roll < 0.65 && q.answers.length) {
        const asker = people[q.asker]!;
        const current = await t.app.inject({ method: 'GET', url: `/api/questions/${q.id}` });
        if (!undo && current.json<Question>().acceptedAnswerId) continue;
        await send(asker, 'PATCH', `/answer/accept/${q.id}`, { answerId: pick(q.answers).id });
      } else if (roll < 0.85) {
        await send(actor, 'PATCH', `/questions/${q.id}/comments`, { commentBody: `c${step}` });
      } else if (roll < 0.92) {
        const asker = people[q.asker]!;
        await send(asker, 'PATCH', `/questions/${q.id}`, {
          questionTitle: `Property question, edited ${step}`,
          questionBody: `b ${step}`,
          questionTags: ['git'],
        });
      } else if (roll < 0.96) {
        await send(actor, 'PATCH', `/user/update/${actor.result._id}`, {
          name: actor.result.name,
          about: undo && random() < 0.3 ? '' : `About ${step}`,
        });
      } else {
        await writeViews(t.app.deps, new Map([[q.id, Math.floor(random() * 600)]]));
      }
    }
  }

  it.each([1, 2, 3])('held = earned after a sequence without undos (seed %i)', async (seed) => {
    await randomRound(prng(seed), false);
    const { earned, held } = await earnedAndHeld();
    expect(held).toEqual(earned);
  });

  it('held covers earned after votes are moved or removed and accepts cleared', async () => {
    await randomRound(prng(99), true);
    const { earned, held } = await earnedAndHeld();
    expect(earned.filter((key) => !held.includes(key))).toEqual([]);
  });
});
