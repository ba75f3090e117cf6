import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from '@stackhive/shared';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { HELMET_OPTIONS, securityHeaders } from './security-headers.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are exactly what helmet sets on a live response', async () => {
    const server = createServer((request, response) =>
      helmet(HELMET_OPTIONS)(request, response, () => response.end()),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const live = await fetch(`http://127.0.0.1:${port}/`);
      const expected = securityHeaders();
      for (const [name, value] of Object.entries(expected))
        expect(live.headers.get(name), name).toBe(value);
      expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    } finally {
      server.close();
    }
  });

  it('go out on every kind of answer: a page, an error, a 404', async () => {
    for (const url of ['/api/health', '/api/questions/get?limit=0', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('allow the theme script by its hash and no other inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
