import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { paths } from '../packages/shared/src/paths.ts';

/**
 * Page addresses have one home, the shared package's paths module (issue 29): the web's
 * router and links, the server's sitemaps, robots.txt, mails and chatbot links all build
 * them from it. This test reads every source file of the apps and the shared package (tests
 * aside) and fails on a string that spells a page address: a string, or the part of a
 * template after an interpolation (`${site}/Questions/`), that starts with a route of the
 * table (up to its first `:param`; a route without one exactly, or before `?` or `#`).
 *
 * API routes are not page addresses, even where they are spelled alike ('/community/post/:id'
 * is a page and an API route): the path handed to the web's API client or to a server
 * route's declaration (`api.get('/badges', ...)`, `apiRequestText('POST', '/ChatBot/post')`)
 * is skipped, and so is every string of a server `*.routes.ts` file, whose routes are all
 * mounted under /api (robots.txt and the sitemaps are at the root, and name no page).
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const HOME = 'packages/shared/src/paths.ts';

/** Test files and test support are left out: they check addresses, spelled as the spec does. */
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('apps/server/src/test/');

function sourceFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .map((file) => file.split(path.sep).join('/')),
  ).filter((file) => file !== HOME && !isTest(file));
}

/** Whether `text` (a string, or a template's text) starts with the address of a page. */
type Matcher = (text: string) => boolean;

function pageMatchers(patterns: readonly string[]): Matcher[] {
  return patterns
    .filter((pattern) => pattern !== '/')
    .map((pattern) => {
      const param = pattern.indexOf(':');
      if (param >= 0) {
        const prefix = pattern.slice(0, param);
        return (text) => text.startsWith(prefix);
      }
      return (text) => text.startsWith(pattern) && /^([?#]|$)/.test(text.slice(pattern.length));
    });
}

const API_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);

/** The argument of `call` that is an API path, if `call` is an API request or route. */
function apiPathArgument(call: ts.CallExpression): ts.Expression | undefined {
  const callee = call.expression;
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'api' &&
    API_METHODS.has(callee.name.text)
  )
    return call.arguments[0];
  if (ts.isIdentifier(callee) && callee.text.startsWith('apiRequest')) return call.arguments[1];
  return undefined;
}

/** Whether `node` is (part of) the path of an API request or route. */
function isApiPath(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isCallExpression(parent) && apiPathArgument(parent) === child) return true;
    if (ts.isFunctionLike(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

interface Spelled {
  file: string;
  line: number;
  text: string;
}

/** The strings of `file` that spell a page address. */
function pageAddressesIn(file: string, code: string, matchers: Matcher[]): Spelled[] {
  if (/^apps\/server\/src\/.*\.routes\.ts$/.test(file)) return [];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: Spelled[] = [];
  const check = (node: ts.Node, text: string) => {
    if (!matchers.some((matches) => matches(text)) || isApiPath(node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      check(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      check(node, node.head.text);
      for (const span of node.templateSpans) check(node, span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const matchers = pageMatchers(Object.values(paths).map((route) => route.path));
const spelled = (file: string, code: string) =>
  pageAddressesIn(file, code, matchers).map((hit) => hit.text);

describe('page addresses', () => {
  it('are spelled in the shared paths module only', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      pageAddressesIn(file, readFileSync(path.join(root, file), 'utf8'), matchers),
    );
    expect(found.map((hit) => `${hit.file}:${hit.line} ${hit.text}`)).toEqual([]);
  });

  it('finds a page address in a string, a template or a JSX attribute', () => {
    const file = 'apps/server/src/features/example/example.service.ts';
    expect(spelled(file, "const a = '/Questions/' + id;")).toEqual(['/Questions/']);
    expect(spelled(file, 'const a = `${site}/community/post/${id}#comment-${c}`;')).toEqual([
      '/community/post/',
    ]);
    expect(spelled(file, "const a = '/Tags';")).toEqual(['/Tags']);
    expect(spelled(file, 'const a = `${site}/unsubscribe?${query}`;')).toEqual(['/unsubscribe?']);
    expect(spelled(file, "const a = '/Questions?tab=newest';")).toEqual(['/Questions?tab=newest']);
    expect(spelled(file, "robots(['/reset-password/']);")).toEqual(['/reset-password/']);
    const page = 'apps/web/src/features/example/ExamplePage.tsx';
    expect(spelled(page, 'const a = <Link to="/AskQuestion">Ask</Link>;')).toEqual([
      '/AskQuestion',
    ]);
    // A page address inside the handler of an API route is still a page address.
    expect(spelled(file, "api.get('/x', {}, () => ({ url: '/Users/' + id }));")).toEqual([
      '/Users/',
    ]);
  });

  it('leaves API paths, other addresses and comments alone', () => {
    const web = 'apps/web/src/features/example/api/get-example.ts';
    expect(spelled(web, 'api.get(`/community/post/${enc(id)}/comments${query}`, opts);')).toEqual(
      [],
    );
    expect(spelled(web, "api.get('/badges', { signal });")).toEqual([]);
    expect(
      spelled(web, "api.patch(id ? `/notifications/read/${id}` : '/notifications/read-all');"),
    ).toEqual([]);
    expect(spelled(web, "apiRequestText('POST', '/ChatBot/post', { body });")).toEqual([]);
    const server = 'apps/server/src/features/example/example.ts';
    expect(spelled(server, "const a = '/api/questions/Ask';")).toEqual([]);
    expect(spelled(server, "const a = '/questions/get';")).toEqual([]);
    expect(spelled(server, "const a = '/ChatBot/post';")).toEqual([]);
    expect(spelled(server, 'const a = `${site}/api/notifications/unsubscribe?${q}`;')).toEqual([]);
    expect(spelled(server, "// see '/Questions/:id'\n/** '/Users/x' */ const a = 1;")).toEqual([]);
    expect(spelled(server, "const a = '/'; const b = '/sitemap.xml';")).toEqual([]);
    expect(
      spelled('apps/server/src/features/example/example.routes.ts', "const p = '/community';"),
    ).toEqual([]);
  });
});
