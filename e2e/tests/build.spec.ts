import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

/** What `npm run build` produced, checked on the output itself (the suite runs after it). */
const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );
}

test('the server build ships no test, fuzz, perf, scale or test-support file', () => {
  const files = filesUnder(path.join(root, 'apps/server/dist'));
  expect(files).toContain('main.js');
  const testOnly = files.filter((file) =>
    /(^|\/)(test|fuzz|perf|scale)(\/|$)|\.test\.(js|d\.ts|js\.map)$/.test(file),
  );
  expect(testOnly).toEqual([]);
});

test("a question page's HTML names the route's chunks from the web build's hints, and carries its data rather than fetching it", async ({
  request,
}) => {
  const questions = await (await request.get('/api/questions/get?limit=1')).json();
  const id = questions.items[0]._id as string;
  const html = await (await request.get(`/Questions/${id}`)).text();
  const head = html.split('</head>')[0] ?? '';
  for (const chunk of ['QuestionDetailPage', 'MarkdownRenderer', 'AnswerForm']) {
    expect(head).toMatch(
      new RegExp(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${chunk}-[^"]+\\.js">`,
      ),
    );
  }
  // Rendered on the server: the answer is in the page, not fetched by it; the scripts that
  // make it interactive load at low priority, after what paints it.
  expect(head).not.toContain('as="fetch"');
  expect(html).toContain('<script type="application/json" id="ssr-data">');
});
