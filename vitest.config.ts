import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` for the whole repository. Server tests run once on SQLite and once
 * more on PostgreSQL when TEST_DATABASE_URL is set (CI always sets it).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL run of the server tests is left out.');
}

const serverProject = (name: string, env: Record<string, string>, extra: string[] = []) => ({
  extends: false as const,
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', ...extra],
    exclude: ['src/**/*.pg.test.ts'].filter((pattern) => !extra.includes(pattern)),
    environment: 'node',
    env,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    alias: {
      '@stackhive/shared': new URL('./packages/shared/src/index.ts', import.meta.url).pathname,
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The import boundaries of lint/boundaries.js, each proven to fire on a breaking file,
        // and the import-circle check (lazy imports included) of lint/import-graph.ts.
        test: {
          name: 'lint',
          root: '.',
          include: ['lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      serverProject('server-sqlite', { TEST_ENGINE: 'sqlite' }),
      ...(postgresUrl
        ? [
            // Tests that need several processes on one PostgreSQL (*.pg.test.ts) run here only.
            serverProject(
              'server-postgres',
              { TEST_ENGINE: 'postgres', TEST_DATABASE_URL: postgresUrl },
              ['src/**/*.pg.test.ts'],
            ),
          ]
        : []),
      './apps/web',
    ],
  },
});
