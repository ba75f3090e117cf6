import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_HINTS_FILE, type RouteHintsFile } from '../../../packages/shared/src/route-hints.ts';

/** A route whose first paint needs more than the entry: its chunks and its API data. */
export interface RouteHint {
  /** The router pattern (`/Questions/:id`); the server matches it in any case, as the router does. */
  path: string;
  /**
   * The modules the router loads lazily for the route (its screen first), relative to the web
   * app's root: a server-rendered page needs them before it hydrates.
   */
  modules: string[];
  /**
   * API URLs the page fetches at once, with the route's `:params` (`/api/questions/:id`),
   * for when the page is rendered in the browser (a server-rendered page carries its data).
   */
  fetch?: string[];
}

/**
 * Writes `route-hints.json` beside index.html (its shape is the shared RouteHintsFile, which the
 * server's src/render/route-hints.ts reads): for each hinted route, the JS files its lazy
 * module loads statically (itself first, depth first) and the API URLs to preload. The server
 * adds them to index.html as `<link rel="modulepreload">`/`<link rel="preload" as="fetch">`
 * for that route, so it never needs to know a web source file or the bundle's layout.
 */
export function routeHints(root: string, hints: RouteHint[]): Plugin {
  return {
    name: 'stackhive:route-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen: Set<string>): string[] => {
        const chunk = byFile.get(fileName);
        if (!chunk || seen.has(fileName)) return [];
        seen.add(fileName);
        return [fileName, ...chunk.imports.flatMap((imported) => closure(imported, seen))];
      };
      const routes = hints.map((hint) => {
        const seen = new Set<string>();
        const files = hint.modules.flatMap((module) => {
          const moduleId = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
          if (!chunk) this.error(`route-hints: no chunk of its own for ${module}`);
          return closure(chunk.fileName, seen);
        });
        return {
          path: hint.path,
          modulepreload: files.map((file) => `/${file}`),
          fetch: hint.fetch ?? [],
        };
      });
      const file: RouteHintsFile = { routes };
      this.emitFile({ type: 'asset', fileName: ROUTE_HINTS_FILE, source: JSON.stringify(file) });
    },
  };
}
