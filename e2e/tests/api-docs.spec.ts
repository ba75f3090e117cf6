import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { expect, test } from '../support/test';

/**
 * The API description as the production start serves it (issue 29): the suite's server is
 * `npm start`'s (scripts/start.mjs, the server-rendering bundle loaded), where /api/docs
 * once was a blank page and /api/openapi.json a 500 that no in-process test could see.
 */
const root = path.resolve(import.meta.dirname, '../..');

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/**
 * Every documented route of the built server, as `METHOD /path/{param}`: the same build
 * (apps/server/dist) started in this process on an empty database, its routes noted as they
 * register. Hidden routes (`schema.hide`) and those outside /api (the pages, media, robots
 * and sitemaps) are not part of the API.
 */
async function registeredApiRoutes(): Promise<string[]> {
  const dist = (file: string) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
  const { buildApp } = (await import(dist('app.js'))) as {
    buildApp: (
      config: unknown,
      options: { logger: false; onRoute: (route: RouteOptions) => void },
    ) => Promise<FastifyInstance>;
  };
  const { loadConfig } = (await import(dist('config.js'))) as {
    loadConfig: (env: NodeJS.ProcessEnv) => unknown;
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackhive-routes-'));
  const routes = new Set<string>();
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }), {
    logger: false,
    onRoute: (route) => {
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
      if (hidden || !route.url.startsWith('/api/')) return;
      const url = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.add(`${method} ${url}`);
      }
    },
  });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return [...routes].sort();
}

test('the OpenAPI document is valid OpenAPI 3 and describes every API route of the build', async ({
  request,
}) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as OpenApiDocument;
  expect(document.openapi).toMatch(/^3\./);

  const result = await new Validator().validate(document as never);
  expect(result.errors ?? [], 'OpenAPI schema violations').toEqual([]);
  expect(result.valid).toBe(true);

  const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
  );
  const registered = await registeredApiRoutes();
  expect(registered.length).toBeGreaterThan(50);
  expect(registered.filter((route) => !documented.includes(route))).toEqual([]);

  // Swagger UI reads the same document.
  const viaDocs = await request.get('/api/docs/json');
  expect(viaDocs.status()).toBe(200);
  expect(((await viaDocs.json()) as OpenApiDocument).paths).toEqual(document.paths);
});

for (const docsPath of ['/api/docs', '/api/docs/']) {
  test(`Swagger UI at ${docsPath} loads its assets and shows the operations`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(docsPath);
    await expect(page.getByRole('heading', { name: /StackHive API/ })).toBeVisible();
    // An operation the spec names, rendered from the document.
    await expect(
      page.locator('.opblock-summary-path', { hasText: /^\/api\/user\/login$/ }),
    ).toBeVisible();
    await expect(page.getByText('Failed to load API definition')).toHaveCount(0);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    const assets = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'),
      )
        .map((element) => ('href' in element ? element.href : element.src))
        .filter((url) => url.includes('/static/')),
    );
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) expect(new URL(asset).pathname).toMatch(/^\/api\/docs\/static\//);
  });
}
