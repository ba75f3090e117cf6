import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEB_FEATURES, WEB_ROOMS, featuresIn } from './boundaries.js';

/**
 * Each boundary rule of lint/boundaries.js, proven to fire: a small file that breaks it is
 * linted as if it stood at the given path (the file need not exist; its imports must), and the
 * test fails if no-restricted-paths stays silent. A config edit that turns a rule off, or an
 * import resolver that stops resolving, fails here instead of silently letting rooms open.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const importing = (specifier: string) =>
  `import * as other from '${specifier}';\nexport { other };\n`;

describe('web', () => {
  it('a feature may not import another feature', async () => {
    const file = 'apps/web/src/features/questions/boundary-fixture.tsx';
    expect(await boundaryErrors(file, importing('../community/CommunityPage'))).toEqual([
      expect.stringContaining('web features do not import each other'),
    ]);
    // Its own files, and the shared layers, stay open.
    expect(await boundaryErrors(file, importing('./questions/pages/QuestionsPage'))).toEqual([]);
    expect(await boundaryErrors(file, importing('../../components/Avatar'))).toEqual([]);
  });

  it('components, api, session and config may not import a feature or the app layer', async () => {
    for (const dir of ['components', 'api', 'session', 'config']) {
      const file = `apps/web/src/${dir}/boundary-fixture.tsx`;
      for (const specifier of ['../features/questions', '../app/router']) {
        expect(await boundaryErrors(file, importing(specifier)), `${dir} → ${specifier}`).toEqual([
          expect.stringContaining('shared web code'),
        ]);
      }
    }
  });
});

describe('web: a feature with rooms', () => {
  it('is imported through its index.ts only', async () => {
    for (const place of ['app', 'ssr', 'test']) {
      const file = `apps/web/src/${place}/boundary-fixture.tsx`;
      for (const specifier of [
        '../features/questions/questions/pages/QuestionsPage',
        '../features/questions/comments/api/qa-comments',
      ]) {
        expect(await boundaryErrors(file, importing(specifier)), `${place} → ${specifier}`).toEqual(
          [expect.stringContaining('imported through its index.ts only')],
        );
      }
      expect(await boundaryErrors(file, importing('../features/questions'))).toEqual([]);
    }
    // Another feature may not import it even through its index.ts.
    expect(
      await boundaryErrors(
        'apps/web/src/features/community/boundary-fixture.tsx',
        importing('../questions'),
      ),
    ).toEqual([expect.stringContaining('web features do not import each other')]);
  });

  it('its rooms import only the rooms WEB_ROOMS lists, and never its index.ts', async () => {
    const room = (name: string) => `apps/web/src/features/questions/${name}/boundary-fixture.tsx`;
    for (const [file, specifier] of [
      [room('common'), '../votes/components/VoteControls'],
      [room('votes'), '../answers/components/AnswerList'],
      [room('comments'), '../questions/api/get-questions'],
      [room('answers'), '../close/components/ModerationActions'],
      [room('questions'), '../index'],
    ] as const) {
      expect(await boundaryErrors(file, importing(specifier)), `${file} → ${specifier}`).toEqual([
        expect.stringContaining('of the questions rooms, never its index.ts'),
      ]);
    }
    // Its own files and the rooms below it stay open, as does the shared web code.
    expect(await boundaryErrors(room('votes'), importing('./api/vote-answer'))).toEqual([]);
    expect(await boundaryErrors(room('votes'), importing('../common/api/question-write'))).toEqual(
      [],
    );
    expect(
      await boundaryErrors(room('answers'), importing('../votes/components/VoteControls')),
    ).toEqual([]);
    expect(await boundaryErrors(room('common'), importing('../../../api/client'))).toEqual([]);
  });

  it('WEB_ROOMS names every room folder, and only rooms below each', () => {
    for (const [feature, rooms] of Object.entries(WEB_ROOMS)) {
      expect(Object.keys(rooms).sort(), feature).toEqual(
        featuresIn(`${WEB_FEATURES}/${feature}`).sort(),
      );
      const seen: string[] = [];
      for (const [name, below] of Object.entries(rooms)) {
        for (const other of below) expect(seen, `${feature}/${name} → ${other}`).toContain(other);
        seen.push(name);
      }
    }
  });
});

describe('server', () => {
  it("a feature may not import another feature's repository or internals", async () => {
    const file = 'apps/server/src/features/search/boundary-fixture.ts';
    for (const specifier of [
      '../users/users.repository.js',
      '../users/users.presenter.js',
      // A room's service inside the questions feature is internal too: its index.ts is the door.
      '../questions/answers/answers.service.js',
      '../questions/questions/questions.service.js',
    ]) {
      expect(await boundaryErrors(file, importing(specifier)), specifier).toEqual([
        expect.stringContaining('only through its service or index.ts'),
      ]);
    }
    // Its own files, another feature's service and another feature's index.ts stay open.
    expect(await boundaryErrors(file, importing('./search.service.js'))).toEqual([]);
    expect(await boundaryErrors(file, importing('../users/users.service.js'))).toEqual([]);
    expect(await boundaryErrors(file, importing('../questions/index.js'))).toEqual([]);
  });

  it("a feature's tests obey the same rule; test support may import a feature", async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/features/search/boundary-fixture.test.ts',
        importing('../questions/questions/questions.repository.js'),
      ),
    ).toEqual([expect.stringContaining('only through its service or index.ts')]);
    expect(
      await boundaryErrors(
        'apps/server/src/test/boundary-fixture.ts',
        importing('../features/questions/questions/questions.repository.js'),
      ),
    ).toEqual([]);
  });

  it('plugins may not import a feature', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/plugins/boundary-fixture.ts',
        importing('../features/users/users.service.js'),
      ),
    ).toEqual([expect.stringContaining('plugins import no feature')]);
  });

  it('the render room may not import a feature, nor a feature, a plugin or a lower room the render room', async () => {
    const file = 'apps/server/src/render/boundary-fixture.ts';
    for (const specifier of [
      '../features/questions/index.js',
      '../features/users/users.service.js',
    ]) {
      expect(await boundaryErrors(file, importing(specifier)), specifier).toEqual([
        expect.stringContaining('reads the features through the API'),
      ]);
    }
    // It builds on the plugins (the response cache) and the lower rooms.
    expect(await boundaryErrors(file, importing('../plugins/response-cache.js'))).toEqual([]);
    expect(await boundaryErrors(file, importing('../lib/site-url.js'))).toEqual([]);
    for (const [place, expected] of [
      ['features/search', 'features do not import the render room'],
      ['plugins', 'plugins import no feature and not the render room'],
      ['lib', 'nor the render room'],
      ['infra', 'nor the render room'],
    ]) {
      expect(
        await boundaryErrors(
          `apps/server/src/${place}/boundary-fixture.ts`,
          importing(`${place.includes('/') ? '../..' : '..'}/render/spa.js`),
        ),
        place,
      ).toEqual([expect.stringContaining(expected)]);
    }
  });

  it('db, infra, lib, core and config may not import a feature or a plugin', async () => {
    for (const place of ['db', 'infra', 'lib', 'core']) {
      const file = `apps/server/src/${place}/boundary-fixture.ts`;
      for (const specifier of ['../features/users/users.service.js', '../plugins/rate-limit.js']) {
        expect(await boundaryErrors(file, importing(specifier)), `${place} → ${specifier}`).toEqual(
          [expect.stringContaining('import no feature and no plugin')],
        );
      }
    }
    expect(
      await boundaryErrors(
        'apps/server/src/config.ts',
        importing('./features/users/users.service.js'),
      ),
    ).toEqual([expect.stringContaining('import no feature and no plugin')]);
  });
});
