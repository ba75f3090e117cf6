import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /search (the navbar form without JavaScript)', () => {
  it('sends the query on to its results page, and a blank one home', async () => {
    for (const [url, location] of [
      ['/search?q=undo+commit', '/search/undo%20commit'],
      ['/search?q=%20c%2B%2B%20', '/search/c%2B%2B'],
      ['/search?q=%5Bgit%5D+score%3A1', '/search/%5Bgit%5D%20score%3A1'],
      ['/search?q=+', '/'],
      ['/search', '/'],
      ['/search?q=a&q=b', '/'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: url! });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe(location);
    }
  });
});
