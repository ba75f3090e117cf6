import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.js';
import { createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { titleWordFrequency } from './title-word-frequency.js';

let t: TestApp;
let now = Date.parse('2026-11-27T10:00:00Z');
let userId: string;
let minute = 0;

/** Questions written straight to the table (the title indexes follow any insert). */
async function addTitles(titles: string[]) {
  const rows = titles.map((title) => {
    minute += 1;
    const askedOn = new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString();
    return { id: newId(), userId, title, body: 'b', tags: '["git"]', askedOn, activeOn: askedOn };
  });
  await t.app.deps.db.insertInto('questions').values(rows).execute();
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  userId = (await signUp(t.app)).result._id;
  await addTitles(Array.from({ length: 120 }, (_, i) => `Kubernetes pod number ${i}`));
  await addTitles(['A lonely wombat']);
});
afterAll(() => t.close());

describe('titleWordFrequency', () => {
  it('counts a word up to the cap', async () => {
    expect(await titleWordFrequency(t.app.deps, 'kubernetes', 1_000)).toBe(120);
    expect(await titleWordFrequency(t.app.deps, 'pod', 50)).toBe(50);
    expect(await titleWordFrequency(t.app.deps, 'absent', 1_000)).toBe(0);
  });

  it("remembers a common word's count a while; a rare word's count moves at once", async () => {
    expect(await titleWordFrequency(t.app.deps, 'kubernetes', 1_000)).toBe(120);
    expect(await titleWordFrequency(t.app.deps, 'wombat', 1_000)).toBe(1);
    await addTitles(['Kubernetes and a wombat']);
    expect(await titleWordFrequency(t.app.deps, 'kubernetes', 1_000)).toBe(120);
    expect(await titleWordFrequency(t.app.deps, 'wombat', 1_000)).toBe(2);
    now += 10 * 60_000;
    expect(await titleWordFrequency(t.app.deps, 'kubernetes', 1_000)).toBe(121);
  });
});
