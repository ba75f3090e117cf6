import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverRenderEntry } from '../render/spa.js';

/**
 * A stand-in for the web build (index.html and the server-rendering module `renderModule`, a
 * module's source), for tests of the server's side of server rendering. `remove` deletes it.
 */
export function webBuild(renderModule: string): { dist: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'stackhive-ssr-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>StackHive</title>' +
      '<meta\n name="description"\n content="The site" />' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"><header class="navbar">shell</header></div></body></html>',
  );
  const entry = serverRenderEntry(dist);
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, renderModule);
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
