#!/usr/bin/env node
// Bundle budget (issue 7, Web): the JavaScript a first visit to a question page
// (/Questions/:id) downloads before it can show the question must stay within 151.5 kB gzip.
// 150 kB until issue 33: the shell's route table carries every page's route, and the team
// pages' three (0.10 kB) and addresses (0.05 kB) took the question page to 150.15 kB with
// every other chunk of it unchanged (the sidebar's team links load for signed-in users only).
// 151 kB until issue 34 (moderation), measured against a build of the commit before it
// (150.69 kB): the entry +0.27 kB (three pages' routes and addresses: the moderation log,
// the flag queue, your flags; a user's role and suspension in the stored session; two query
// keys), the question page +0.16 kB (the flag control's lazy wrapper on the question, its
// answers and comments, and the lock notice's), shared-ui and the questions chunk +0.04 kB
// each; then the reopen queue's route (0.04 kB) and the close reasons in the question's
// shape (0.11 kB): 151.41 kB. The flag dialog, the close form, the moderator controls and
// the pages load on demand (the close body's schema is a module of its own for that).
//
// Run after `npm run build` (`npm run check:bundle`). The files are read from the build
// itself, never guessed from names:
//   - the entry chunk and its modulepreload links, from apps/web/dist/index.html;
//   - the route's lazy chunk and every chunk it imports statically, from Vite's manifest
//     (apps/web/dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts).
// Chunks the route only imports dynamically are listed but not counted: they do not hold up
// the page. The markdown renderer is fetched once the question is on screen (as plain text
// until the renderer is in) and highlight.js only once there is a code block to colour.
// Sizes are gzip as Node's zlib makes it at its default level, as the server's compression
// does (Vite's build log computes slightly different figures); 1 kB = 1000 bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 151.5 * 1000;
const ROUTE = '/Questions/:id';
/**
 * The module the router loads lazily for ROUTE (`questionScreens` in
 * apps/web/src/features/questions/index.ts).
 */
const ROUTE_MODULE = 'src/features/questions/questions/pages/QuestionDetailPage.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

function fail(message) {
  console.error(`check:bundle: ${message}`);
  process.exit(1);
}

function read(file) {
  try {
    return readFileSync(path.join(dist, file));
  } catch {
    return fail(`cannot read apps/web/dist/${file}; run \`npm run build\` first.`);
  }
}

const html = read('index.html').toString('utf8');
/** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean}>} */
const manifest = JSON.parse(read('.vite/manifest.json').toString('utf8'));

/** [kind, file] of every JS file index.html loads: the entry script and its modulepreloads. */
const htmlFiles = [];
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) {
    htmlFiles.push(['entry', attr('src')]);
  } else if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) {
    htmlFiles.push(['preload', attr('href')]);
  }
}
if (!htmlFiles.some(([kind]) => kind === 'entry')) fail('index.html has no module script.');

/** The manifest keys of `key` and of every chunk it imports statically, depth first. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}".`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const counted = new Map(); // file (relative to dist) → kind
for (const [kind, url] of htmlFiles) counted.set(url.replace(/^\//, ''), kind);

let routeNote = '';
if (manifest[ROUTE_MODULE]) {
  for (const key of staticClosure(ROUTE_MODULE)) {
    const file = manifest[key].file;
    if (!counted.has(file)) counted.set(file, key === ROUTE_MODULE ? 'route' : 'route import');
  }
} else {
  // Not a chunk of its own: it was bundled into the entry, which is already counted.
  routeNote = `(${ROUTE_MODULE} is not split out: it is part of the entry chunk)`;
}

/**
 * Chunks reached only through dynamic imports of the route's chunks (and, in turn, of those):
 * loaded on demand. The entry's own dynamic imports are the other routes, so they are skipped.
 */
const onDemand = new Map();
const pending = Object.keys(manifest).filter(
  (key) => counted.has(manifest[key].file) && !manifest[key].isEntry,
);
while (pending.length > 0) {
  const key = pending.shift();
  for (const dynamic of manifest[key].dynamicImports ?? []) {
    if (!manifest[dynamic]) continue;
    for (const reached of staticClosure(dynamic)) {
      const file = manifest[reached].file;
      if (counted.has(file) || onDemand.has(file)) continue;
      onDemand.set(file, `imported by ${key}`);
      pending.push(reached);
    }
  }
}

function sizes(file) {
  const bytes = read(file);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(8);
function table(entries) {
  let total = 0;
  const rows = [...entries].map(([file, kind]) => ({ file, kind, ...sizes(file) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) {
    total += row.gzip;
    console.log(`  ${kB(row.gzip)} kB gzip ${kB(row.raw)} kB raw  ${row.file}  [${row.kind}]`);
  }
  return total;
}

console.log(`Initial JS of a first visit to ${ROUTE} ${routeNote}`.trimEnd());
const total = table(counted);
console.log(`  ${kB(total)} kB gzip in total; budget ${kB(BUDGET_BYTES).trim()} kB\n`);

if (onDemand.size > 0) {
  console.log('Loaded on demand, not holding up the page (not counted):');
  const later = table(onDemand);
  console.log(
    `  ${kB(later)} kB gzip; with them the page would load ${kB(total + later).trim()} kB\n`,
  );
}

if (total > BUDGET_BYTES) {
  fail(
    `${ROUTE} loads ${kB(total).trim()} kB gzip of JS up front, over the ${kB(BUDGET_BYTES).trim()} kB budget by ${kB(total - BUDGET_BYTES).trim()} kB.`,
  );
}
console.log(`check:bundle: ok, ${kB(BUDGET_BYTES - total).trim()} kB under budget.`);
