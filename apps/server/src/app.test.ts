import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@stackhive/shared';
import { ConfigError, loadConfig } from './config.js';
import { THEME_BOOT_SCRIPT_SOURCE } from './plugins/security-headers.js';
import { seedDemoIfEmpty } from './seed/seed.js';
import { SAMPLES } from './test/media-samples.js';
import { asUser, createTestApp, signUp, upload, type TestApp } from './test/helpers.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'stackhive-web-'));
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>StackHive</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hi")'.repeat(200));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the app', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers a JSON 404 for any unknown /api path and method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/user/nothing'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
  });

  it('serves the SPA with history fallback, caching hashed assets for long', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/Users/123?tab=x' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ method: 'GET', url: '/media/missing.png' })).statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy on pages, API answers and media', async () => {
    const directives = (header: unknown) =>
      new Map(
        String(header)
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values] as const),
      );
    for (const url of ['/', '/Questions', '/api/health', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      // The theme's boot script (issue 19) is the one inline script, allowed by its hash.
      expect(csp.get('script-src'), url).toEqual(["'self'", THEME_BOOT_SCRIPT_SOURCE]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const user = await signUp(t.app);
    const url = await upload(t.app, user.token, SAMPLES.png);
    // Its uploader's own: nobody else sees it before a post attaches it (issue 30).
    const media = await t.app.inject(
      asUser(user.token, { method: 'GET', url: new URL(url).pathname }),
    );
    expect(media.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(media.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI at /api/openapi.json and Swagger UI at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/user/signup',
        '/api/user/getAllUsers',
        '/api/user/update/{id}',
      ]),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });

  it('answers 400 for malformed JSON, 415 for an unknown content type and 413 above the body limit', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'a@example.com',
        password: 'x'.repeat(LIMITS.jsonBodyBytes),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: MESSAGES.bodyTooLarge });
  });

  it('refuses NUL characters anywhere in the input, naming the field (400, on both engines)', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'a\u0000b', email: 'nul@example.com', password: 'abcdefg1' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe('body.name: text must not contain NUL characters');
    const query = await t.app.inject({ method: 'GET', url: '/api/user/getAllUsers?cursor=%00' });
    expect(query.statusCode).toBe(400);
  });

  it('answers a malformed URL with a JSON 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('refuses forged cursors with 400 on every list', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      forge({ at: 'garbage', id: 'x' }),
      forge({ at: '2020-01-01T00:00:00.000Z', id: 'x\u0001' }),
      forge({ at: '99999-01-01T00:00:00.000Z', id: 'x' }),
      forge({ at: '2020-02-31T00:00:00.000Z', id: 'x' }),
      forge({ after: 'a b' }),
      'not base64 json',
    ];
    const feedOnly = forge({ at: '2020-01-01T00:00:00.000Z', id: 'x', phase: 'sideways' });
    const lists = [
      '/api/questions/get?',
      '/api/questions/get?tag=python&',
      '/api/user/getAllUsers?',
      '/api/community/get?',
    ];
    for (const list of lists) {
      for (const cursor of [...forged, ...(list.includes('community') ? [feedOnly] : [])]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${list}cursor=${encodeURIComponent(cursor)}`,
        });
        expect(response.statusCode, `${list} ${cursor}`).toBe(400);
      }
    }
  });

  it('seeds demo content once, only into an empty database', async () => {
    const seeded = await createTestApp();
    try {
      expect(await seedDemoIfEmpty(seeded.app.deps)).toBe(true);
      expect(await seedDemoIfEmpty(seeded.app.deps)).toBe(false);
      const login = await seeded.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'ada@stackhive.dev', password: 'stackhive1' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().result.friends.length).toBeGreaterThan(0);
      const admin = await seeded.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'admin@stackhive.dev', password: 'stackhive1' },
      });
      // An admin once it verifies its email (issue 30: seed/demo-admin.test.ts).
      expect(admin.json().result.isAdmin).toBe(false);
      const feed = (await seeded.app.inject({ method: 'GET', url: '/api/community/get' })).json();
      expect(feed.total).toBeGreaterThanOrEqual(3);
      const withImage = feed.items.find(
        (post: { postContent: string[] }) => post.postContent.length > 0,
      );
      const image = await seeded.app.inject({
        method: 'GET',
        url: new URL(withImage.postContent[0]).pathname,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const questions = (
        await seeded.app.inject({ method: 'GET', url: '/api/questions/get' })
      ).json();
      expect(questions.total).toBeGreaterThanOrEqual(5);
      // Issue 15: the demo shows accepted answers.
      const accepted = (questions.items as { acceptedAnswerId: string | null }[]).filter(
        (item) => item.acceptedAnswerId !== null,
      );
      expect(accepted.length).toBeGreaterThanOrEqual(2);
    } finally {
      await seeded.close();
    }
  });
});

describe('configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackhive-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads TRUST_PROXY as off, on, a hop count or proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dataDir }).adminEmails).toEqual([]);
  });

  it('has a safe default for every value and generates the JWT secret once', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      tokenTtlSeconds: 86_400,
      seedDemo: true,
      databaseUrl: undefined,
    });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', TOKEN_TTL: '30m' })).toMatchObject({
      seedDemo: false,
      tokenTtlSeconds: 1800,
    });
    expect(first).toMatchObject({
      sqliteCacheMb: 64,
      responseCache: { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 },
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, RESPONSE_CACHE_MB: '0', RESPONSE_CACHE_TTL_S: '5' })
        .responseCache,
    ).toEqual({ maxBytes: 0, ttlMs: 5000 });
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['TOKEN_TTL', 'soon'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['SQLITE_CACHE_MB', '0'],
    ['RESPONSE_CACHE_MB', '-1'],
    ['RESPONSE_CACHE_TTL_S', 'forever'],
    ['REDIS_URL', 'http://x'],
    ['TRUST_PROXY', 'everyone'],
  ])('stops with a message naming %s for a bad value', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(name);
  });
});
