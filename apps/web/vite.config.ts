import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { routeHints } from './build/route-hints.ts';
import { shownMessagesOnly } from './build/shown-messages.ts';
import { themeBootScript } from './build/theme-boot.ts';
import { SERVER_RENDER_DIR } from '../../packages/shared/src/server-rendering.ts';
import { paths } from './src/config/paths.ts';

// The shared package is consumed as TypeScript source so dev, tests and the build
// never depend on a stale packages/shared/dist.
const sharedSource = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const sharedDir = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/**
 * The shared package only declares constants, helpers and zod schemas: importing a module of
 * it has no effect beyond its exports. Saying so lets the bundler drop what a chunk does not
 * use, so the shell's `MESSAGES` or `TAGS` do not drag every schema (and zod) into the entry
 * chunk; the schemas land in the chunks of the screens that validate with them.
 */
function sharedWithoutSideEffects(): Plugin {
  return {
    name: 'stackhive:shared-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer?.startsWith(sharedDir) &&
        source !== '@stackhive/shared' &&
        !source.startsWith(sharedDir)
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(sharedDir)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * zod's classic schemas bring zod's JSON Schema generation along (`.toJSONSchema()`, the
 * `jsonSchema` of `~standard`, a processor for every schema type): about 5 kB gzip of the
 * question page's first load (scripts/bundle-budget.mjs), although only the server writes JSON
 * Schema (its OpenAPI document). In the web build the two modules of that generation are stubs
 * with the same exports: whatever would generate JSON Schema throws, saying why. The
 * `create...Method` factories, which zod calls while it builds a schema's `~standard`, return a
 * method that throws only when called, so `~standard.validate` keeps working. Dev and tests run
 * the real modules. Should zod move these files, nothing is stubbed and check:bundle shows the
 * 5 kB come back.
 */
function zodWithoutJsonSchema(): Plugin {
  const stubbed =
    /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
  return {
    name: 'stackhive:zod-without-json-schema',
    // The browser build only: the server-rendering build does not bundle zod (SERVER_OWNED).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async load(id) {
      if (!stubbed.test(id)) return null;
      // Every export of the real module, so each import of it by the rest of zod still resolves.
      const names = Object.keys((await import(pathToFileURL(id).href)) as object);
      return [
        `function unavailable() { throw new Error('zod JSON Schema is left out of the web build (apps/web/vite.config.ts)'); }`,
        'function unavailableMethod() { return unavailable; }',
        ...names.map(
          (name) =>
            `export { ${name.startsWith('create') ? 'unavailableMethod' : 'unavailable'} as ${name} };`,
        ),
      ].join('\n');
    },
  };
}

/**
 * zod's English messages (`zod/v4/locales/en.js`, about 1 kB gzip of the question page's first
 * load) word what a check without a message of its own refused. What a person can type into a
 * form is checked with messages of ours that name the field (requiredText, singleLineText and
 * the like); zod's wording is left for values no form produces (an id of the wrong type) and for
 * the server's answers, which the browser only parses. So the web build configures zod without
 * them: such a check says `Invalid input` (zod's fallback). Dev, tests and the server keep the
 * English messages.
 */
function zodWithoutEnglishMessages(): Plugin {
  const english = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/;
  return {
    name: 'stackhive:zod-without-english-messages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    load(id) {
      // The locale is a function returning zod's config: none, so no locale error map.
      return english.test(id) ? 'export default function en() { return {}; }' : null;
    },
  };
}

const screen = (feature: string, name: string) => `src/features/${feature}/${name}.tsx`;
const MARKDOWN = 'src/components/MarkdownRenderer.tsx';
const PUBLIC_ROUTE_HINTS = [
  {
    path: paths.question.path,
    modules: [
      screen('questions/questions/pages', 'QuestionDetailPage'),
      MARKDOWN,
      'src/features/questions/answers/components/AnswerForm.tsx',
    ],
    fetch: ['/api/questions/:id'],
  },
  { path: paths.home.path, modules: [screen('home', 'HomePage')] },
  { path: paths.questions.path, modules: [screen('questions/questions/pages', 'QuestionsPage')] },
  { path: paths.tag.path, modules: [screen('questions/questions/pages', 'TagPage')] },
  { path: paths.tags.path, modules: [screen('tags', 'TagsPage')] },
  { path: paths.users.path, modules: [screen('users', 'UsersPage')] },
  { path: paths.user.path, modules: [screen('users', 'ProfilePage')] },
  { path: paths.badges.path, modules: [screen('badges', 'BadgesPage')] },
  { path: paths.badge.path, modules: [screen('badges', 'BadgePage')] },
  { path: paths.community.path, modules: [screen('community', 'CommunityPage'), MARKDOWN] },
  { path: paths.post.path, modules: [screen('community', 'PostPage'), MARKDOWN] },
  { path: paths.userPosts.path, modules: [screen('community', 'UserPostsPage'), MARKDOWN] },
  { path: paths.search.path, modules: [screen('search', 'SearchPage')] },
];

/**
 * zod compiles fast parsers with `new Function` unless told it may not (`jitless`), and
 * probes whether it may when it builds an object schema: under the server's CSP (no
 * 'unsafe-eval') the probe fails harmlessly but the browser reports a CSP violation (a
 * Lighthouse best-practices issue). Schemas are built as their chunk loads, before any code
 * of ours runs, so the setting is made where zod creates its global config: in the browser
 * it starts out jitless. The server-rendering build keeps the fast parsers.
 */
function zodJitless(): Plugin {
  const core = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
  const creation = '(_a.__zod_globalConfig = {})';
  return {
    name: 'stackhive:zod-jitless',
    transform(code, id, options) {
      if (options?.ssr || !core.test(id)) return null;
      if (!code.includes(creation)) {
        this.error(`zod-jitless: ${id} no longer creates its global config as expected`);
      }
      return code.replace(creation, '(_a.__zod_globalConfig = { jitless: true })');
    },
  };
}

/** Packages the server-rendering module imports from the server's process instead of bundling. */
const SERVER_OWNED = ['@stackhive/shared', 'zod'];

// The dev server proxies to the API server, which listens on PORT (the root `npm run dev`
// passes the same environment to both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    themeBootScript(),
    sharedWithoutSideEffects(),
    zodWithoutJsonSchema(),
    zodWithoutEnglishMessages(),
    zodJitless(),
    shownMessagesOnly(
      fileURLToPath(new URL('../../packages/shared/src/messages.ts', import.meta.url)),
      [fileURLToPath(new URL('./src', import.meta.url)), sharedDir],
    ),
    // Public pages are where people land from search engines and shared links. Rendered on
    // the server, their HTML names the route's chunks (and the markdown renderer where there
    // is markdown) so the page hydrates without waiting for one chunk after another; rendered
    // in the browser, the question page also names its API answer.
    !isSsrBuild && routeHints(fileURLToPath(new URL('.', import.meta.url)), PUBLIC_ROUTE_HINTS),
  ],
  // The browser build reads the shared package as source. The server-rendering build does
  // not: it imports the server's own copy (see SERVER_OWNED below).
  resolve: isSsrBuild ? {} : { alias: { '@stackhive/shared': sharedSource } },
  // The server-rendering module (src/ssr/entry-server.tsx) takes its libraries along, built
  // for production: the server then runs React's production build whatever its NODE_ENV.
  // Except SERVER_OWNED: the module runs inside the server process, which already holds the
  // shared package and zod, and zod keeps one schema registry per process
  // (`globalThis.__zod_globalRegistry`). A second, bundled copy of the shared schemas would
  // register its named schemas there too, with this build's zod, and the server's OpenAPI
  // document, which walks that registry, would meet them (issue 29: /api/openapi.json
  // answered 500 once the render module was loaded).
  ...(isSsrBuild && {
    ssr: { noExternal: true, external: SERVER_OWNED },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    // The server-rendering module goes where the shared contract tells the server to look.
    outDir: isSsrBuild ? path.join('dist', SERVER_RENDER_DIR) : 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads, read by
    // scripts/bundle-budget.mjs to check the initial JS of a page against its budget.
    manifest: true,
    // Every supported browser knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs, in one chunk of their own: it changes only when
          // they are upgraded, so a deploy of the app leaves it cached.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // zod with the limits and base schemas every schema module of the shared package
            // builds on: screens that validate need all of them, the shell needs none.
            // Small leaf modules many screens share, the question page among them: one chunk
            // instead of one each (each chunk costs a request and its import lines). Only
            // modules without dependencies of their own, as a group takes those along.
            {
              name: 'shared-ui',
              test: /src[\\/](components[\\/](RelativeTime|relative-time|Reputation|reputation-format|BadgeCounts|SortLinks|useDisclosureFocus|busy-toggle|clipboard)|api[\\/]query-string)\.tsx?$|packages[\\/]shared[\\/]src[\\/]privileges\.ts$/,
            },
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/](limits|schemas[\\/]common)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));
