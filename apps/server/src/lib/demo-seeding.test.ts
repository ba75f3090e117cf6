import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { decideDemoSeeding, isLoopbackHost } from './demo-seeding.js';

/** Issue 30: demo accounts (a public password) only where nobody else can reach them. */
describe('decideDemoSeeding', () => {
  const local = { host: '127.0.0.1', publicUrl: undefined, behindProxy: false };

  it('seeds a server on this machine only, unless SEED_DEMO=false', () => {
    expect(decideDemoSeeding({ ...local, seedDemo: undefined })).toEqual({ seed: true });
    expect(decideDemoSeeding({ ...local, seedDemo: true })).toEqual({ seed: true });
    expect(decideDemoSeeding({ ...local, seedDemo: false })).toEqual({ seed: false });
    const localUrl = { ...local, host: 'localhost', publicUrl: 'http://localhost:3000' };
    expect(decideDemoSeeding({ ...localUrl, seedDemo: undefined }).seed).toBe(true);
  });

  it.each([
    ['0.0.0.0', undefined, false, 'HOST=0.0.0.0'],
    ['::', undefined, false, 'HOST=::'],
    ['192.168.1.20', undefined, false, 'HOST=192.168.1.20'],
    ['127.0.0.1', 'https://stackhive.example', false, 'PUBLIC_URL=https://stackhive.example'],
    ['127.0.0.1', undefined, true, 'TRUST_PROXY'],
  ])(
    'does not seed HOST=%s PUBLIC_URL=%s proxy=%s without SEED_DEMO=true',
    (host, publicUrl, behindProxy, where) => {
      const server = { host, publicUrl, behindProxy };
      const unset = decideDemoSeeding({ ...server, seedDemo: undefined });
      expect(unset.seed).toBe(false);
      expect(unset.note).toMatchObject({ level: 'info' });
      expect(unset.note?.message).toContain(where);

      const explicit = decideDemoSeeding({ ...server, seedDemo: true });
      expect(explicit.seed).toBe(true);
      expect(explicit.note).toMatchObject({ level: 'warn' });
      expect(explicit.note?.message).toContain(where);

      expect(decideDemoSeeding({ ...server, seedDemo: false })).toEqual({ seed: false });
    },
  );

  it('knows loopback names and addresses from the rest', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'stackhive.example', 'localhost.example']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
    expect(isLoopbackHost('::ffff:127.0.0.1')).toBe(true);
  });
});

describe('loadConfig', () => {
  const env = { JWT_SECRET: 'x'.repeat(32) };

  it('reads the decision from SEED_DEMO, HOST and PUBLIC_URL', () => {
    expect(loadConfig(env).seedDemo).toBe(true);
    expect(loadConfig({ ...env, HOST: '0.0.0.0' }).seedDemo).toBe(false);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://stackhive.example' }).seedDemo).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).seedDemo).toBe(false);
    const forced = loadConfig({ ...env, HOST: '0.0.0.0', SEED_DEMO: 'true' });
    expect(forced.seedDemo).toBe(true);
    expect(forced.seedDemoNote?.level).toBe('warn');
    expect(loadConfig({ ...env, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
