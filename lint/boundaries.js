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
function featuresIn(dir) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const WEB_FEATURES = './apps/web/src/features';
const SERVER = './apps/server/src';
const SERVER_FEATURES = `${SERVER}/features`;

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
      target: [
        './apps/web/src/components',
        './apps/web/src/api',
        './apps/web/src/session',
        './apps/web/src/config',
      ],
      from: [WEB_FEATURES, './apps/web/src/app'],
      message:
        'shared web code (components, api, session, config) imports no feature and not the app layer',
    },
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
      from: SERVER_FEATURES,
      message: 'plugins import no feature: features build on plugins, not the other way round',
    },
    {
      target: [
        `${SERVER}/core`,
        `${SERVER}/db`,
        `${SERVER}/lib`,
        `${SERVER}/infra`,
        `${SERVER}/config.ts`,
      ],
      from: [SERVER_FEATURES, `${SERVER}/plugins`],
      message: 'the core, db, lib and infra import no feature and no plugin',
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
