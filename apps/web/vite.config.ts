import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The shared package is consumed as TypeScript source so dev, tests and the build
// never depend on a stale packages/shared/dist.
const sharedSource = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

// The dev server proxies to the API server, which listens on PORT (the root `npm run dev`
// passes the same environment to both).
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@stackhive/shared': sharedSource },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
