// @ts-check
/**
 * The import boundaries of both apps (ARCHITECTURE.md, "Who may import whom"; the server's
 * rooms in docs/architecture.md), as zones of import-x/no-restricted-paths. The zones are
 * worked out from the folders that exist, so a new feature folder is a closed room from its
 * first file. lint/boundaries.test.ts lints a small file that breaks each rule and fails if
 * the rule stops firing.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The feature folders below `dir` (relative to the repository root). */
export function featuresIn(dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WEB = './apps/web/src';
export const WEB_FEATURES = `${WEB}/features`;
/** Shared web code: it imports no feature at all. */
const SHARED_WEB = ['components', 'api', 'session', 'config'];

/**
 * The rooms of a web feature that has them, each with the rooms it may import: every room
 * imports only rooms listed before it, so the rooms never import in a circle. The feature's
 * index.ts (what the rest of the app imports) may import every room, and no room imports it.
 * lint/boundaries.test.ts fails when a room folder is missing here.
 */
export const WEB_ROOMS = {
  questions: {
    common: [],
    votes: ['common'],
    comments: ['common'],
    revisions: ['common'],
    similar: ['common'],
    close: ['common', 'similar'],
    answers: ['common', 'votes', 'comments', 'revisions'],
    questions: ['common', 'answers', 'votes', 'comments', 'revisions', 'close', 'similar'],
  },
};

const SERVER = './apps/server/src';
const SERVER_FEATURES = `${SERVER}/features`;
/** Server rendering: serves the built web app's pages, rendered from the API read in process. */
const SERVER_RENDER = `${SERVER}/render`;

/** @returns {import('eslint-plugin-import-x/rules/no-restricted-paths').Zone[]} */
function webZones() {
  return [
    ...featuresIn(WEB_FEATURES).map((feature) => ({
      target: `${WEB_FEATURES}/${feature}`,
      from: WEB_FEATURES,
      except: [`./${feature}`],
      message: `web features do not import each other (${feature}): move what two features need into src/components or src/api`,
    })),
    {
      target: SHARED_WEB.map((dir) => `${WEB}/${dir}`),
      from: [WEB_FEATURES, `${WEB}/app`],
      message:
        'shared web code (components, api, session, config) imports no feature and not the app layer',
    },
    ...featuresIn(WEB_FEATURES)
      .filter((feature) => existsSync(path.join(root, WEB_FEATURES, feature, 'index.ts')))
      .map((feature) => ({
        // The app layer, the server's render and the tests' helpers; other features and the
        // shared code may not import a feature at all (above).
        target: readdirSync(path.join(root, WEB))
          .filter((entry) => entry !== 'features' && !SHARED_WEB.includes(entry))
          .map((entry) => `${WEB}/${entry}`),
        from: `${WEB_FEATURES}/${feature}`,
        except: ['./index.ts'],
        message: `the ${feature} feature is imported through its index.ts only (features/${feature}/index.ts)`,
      })),
    ...Object.entries(WEB_ROOMS).flatMap(([feature, rooms]) =>
      Object.entries(rooms).map(([room, below]) => ({
        target: `${WEB_FEATURES}/${feature}/${room}`,
        from: `${WEB_FEATURES}/${feature}`,
        except: [room, ...below].map((allowed) => `./${allowed}`),
        message: `features/${feature}/${room} imports only ${['itself', ...below].join(', ')} of the ${feature} rooms, never its index.ts (WEB_ROOMS in lint/boundaries.js)`,
      })),
    ),
  ];
}

/** @returns {import('eslint-plugin-import-x/rules/no-restricted-paths').Zone[]} */
function serverZones() {
  const features = featuresIn(SERVER_FEATURES);
  return [
    // A feature is entered through its service or its public index.ts, never its repository,
    // presenter, policy or routes. Its tests obey the same rule; src/test (test support) does not.
    ...features.map((feature) => ({
      target: `${SERVER_FEATURES}/${feature}`,
      from: SERVER_FEATURES,
      except: [
        `./${feature}`,
        ...features
          .filter((other) => other !== feature)
          .flatMap((other) => [`./${other}/${other}.service.ts`, `./${other}/index.ts`]),
      ],
      message: `server features use another feature only through its service or index.ts (${feature})`,
    })),
    {
      target: `${SERVER}/plugins`,
      from: [SERVER_FEATURES, SERVER_RENDER],
      message:
        'plugins import no feature and not the render room: features build on plugins, not the other way round',
    },
    {
      target: [
        `${SERVER}/core`,
        `${SERVER}/db`,
        `${SERVER}/lib`,
        `${SERVER}/infra`,
        `${SERVER}/config.ts`,
      ],
      from: [SERVER_FEATURES, `${SERVER}/plugins`, SERVER_RENDER],
      message: 'the core, db, lib and infra import no feature and no plugin, nor the render room',
    },
    // The render room stands beside the features: it reads them through the API, in process
    // (app.inject), as a visitor would, never through their modules; and no feature renders a
    // page. Only app.ts mounts it.
    {
      target: SERVER_RENDER,
      from: SERVER_FEATURES,
      message: 'the render room reads the features through the API, never their modules',
    },
    {
      target: SERVER_FEATURES,
      from: SERVER_RENDER,
      message: 'features do not import the render room: only app.ts mounts it',
    },
  ];
}

/** Every boundary zone of the repository. */
export function boundaryZones() {
  return [
    { target: './packages/shared', from: './apps', message: 'shared must not depend on the apps' },
    {
      target: './apps/web',
      from: './apps/server',
      message: 'the web app talks to the server over HTTP only',
    },
    {
      target: './apps/server',
      from: './apps/web',
      message: 'the server must not import the web app',
    },
    ...webZones(),
    ...serverZones(),
  ];
}
