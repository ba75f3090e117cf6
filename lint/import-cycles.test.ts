import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycles, importGraph } from './import-graph';

/**
 * Item 7 of issue 29: no import circle anywhere, lazy `import()` included (import-x/no-cycle
 * in eslint.config.js sees static imports only). The fixtures prove the check fires on a
 * circle that only a lazy import closes, and stays quiet on one closed by types alone.
 */
const root = path.resolve(import.meta.dirname, '..');
const cyclesIn = (...dirs: string[]) =>
  findCycles(importGraph(dirs.map((dir) => path.join(root, dir)))).map((circle) =>
    describeCycle(circle, root),
  );

describe('import circles', () => {
  it('web, server and shared sources import in no circle, lazy imports included', () => {
    expect(cyclesIn('apps/web/src', 'apps/server/src', 'packages/shared/src')).toEqual([]);
  });

  it('finds a circle closed by a lazy import and names its files', () => {
    expect(cyclesIn('lint/fixtures/lazy-cycle')).toEqual([
      'lint/fixtures/lazy-cycle/all.ts → lint/fixtures/lazy-cycle/section.ts ⇢ lint/fixtures/lazy-cycle/all.ts',
    ]);
  });

  it('does not count imports of types only', () => {
    expect(cyclesIn('lint/fixtures/type-only-cycle')).toEqual([]);
  });
});
