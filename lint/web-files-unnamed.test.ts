import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server and the shared package know no web source file (issue 29): what they share with
 * the web build is a contract in the shared package (the server-rendering module's location
 * and shape, the route hints file, the page addresses), never the path of a web file. A
 * comment that names one goes stale the day the file moves, as two did. This test reads
 * every source file of the server and the shared package, comments included, and fails on
 * a web path: `apps/web`, a `.tsx` file, or a folder of the web's source tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/server/src', 'packages/shared/src'];

/** A web path: the web app's folder, a React file, or a path into the web's source tree. */
const WEB_PATH =
  /apps\/web\b|\b[\w-]+\.tsx\b|\bsrc\/(features|app|ssr|components|api|session|config)\//;

function sourceFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

/** Each line of `text` that names a web path, as `line: text`. */
export function webPathsIn(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => WEB_PATH.test(line))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

describe('the server and the shared package name no web file', () => {
  it('finds web paths in code and comments, and nothing else', () => {
    expect(webPathsIn("// read by apps/web/build/route-hints.ts\nconst a = 'b';")).toEqual([
      '1: // read by apps/web/build/route-hints.ts',
    ]);
    expect(webPathsIn(' * the page (QuestionDetailPage.tsx) reads it')).toHaveLength(1);
    expect(webPathsIn("import x from '../src/features/questions/index';")).toHaveLength(1);
    expect(webPathsIn("const file = 'entry-server.js'; // the web build's module")).toEqual([]);
    expect(webPathsIn("app.get('/api/questions/:id', handler); // src/db/ids.ts")).toEqual([]);
  });

  it('holds for every source file of apps/server/src and packages/shared/src', () => {
    const findings = sourceFiles().flatMap((file) =>
      webPathsIn(readFileSync(file, 'utf8')).map(
        (finding) => `${path.relative(root, file)}:${finding}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
