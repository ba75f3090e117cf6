import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import graph of our TypeScript sources, lazy imports included: `import()` is an edge
 * like `import ... from` (a module that loads another on demand still needs it, and the pair
 * still loads in an order that depends on who came first). import-x/no-cycle does not see
 * dynamic imports; lint/import-cycles.test.ts holds the whole repository to this graph.
 *
 * Edges are the relative specifiers of `import`, `export ... from` and `import('...')`,
 * resolved as TypeScript resolves them (`./x.js` is `./x.ts`, a folder its index). `import
 * type` and `export type` are left out: they are erased, so they order nothing at run time.
 * Package specifiers (`@stackhive/shared`, libraries) are left out too: the packages import
 * neither app (lint/boundaries.js), so no circle runs through them.
 */
export interface ImportEdge {
  to: string;
  lazy: boolean;
}

export type ImportGraph = Map<string, ImportEdge[]>;

/** A file on a circle, and whether the step that reached it was a lazy `import()`. */
export interface CircleStep {
  file: string;
  lazy: boolean;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The relative specifiers one file imports, each marked lazy when it is an `import()`. */
function specifiersOf(file: string): { specifier: string; lazy: boolean }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { specifier: string; lazy: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, lazy: false });
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, lazy: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, lazy: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith('.'));
}

const resolution: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
};

/** The import graph of every source file below `dirs` (absolute paths). */
export function importGraph(dirs: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap(sourcesIn)) {
    const edges: ImportEdge[] = [];
    for (const { specifier, lazy } of specifiersOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, resolution, ts.sys).resolvedModule;
      if (resolved) {
        edges.push({ to: path.resolve(resolved.resolvedFileName), lazy });
        continue;
      }
      // Stylesheets, JSON and the like import nothing of ours.
      const asset = path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''));
      if (!SOURCE.test(asset) && existsSync(asset)) continue;
      throw new Error(`${file}: cannot resolve '${specifier}'`);
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * One circle per strongly connected part of the graph (Tarjan), as the files along it from
 * its first file back to that file, each step marked lazy or not. Empty when there is none.
 */
export function findCycles(graph: ImportGraph): CircleStep[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];

  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).some(({ to }) => to === file);
      if (part.length > 1 || selfImport) parts.push(part);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);

  return parts.map((part) => circleThrough(graph, new Set(part)));
}

/** The shortest circle from the part's first file (by name) back to it, inside the part. */
function circleThrough(graph: ImportGraph, part: Set<string>): CircleStep[] {
  const start = [...part].sort()[0]!;
  const cameFrom = new Map<string, { from: string; lazy: boolean }>();
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(start)) {
    const file = queue.shift()!;
    for (const { to, lazy } of graph.get(file) ?? []) {
      if (!part.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, { from: file, lazy });
      queue.push(to);
    }
  }
  // Back from the start along the steps that reached it: each file with how it was imported.
  const steps: CircleStep[] = [];
  let at = start;
  do {
    const step = cameFrom.get(at)!;
    steps.unshift({ file: at, lazy: step.lazy });
    at = step.from;
  } while (at !== start);
  return [{ file: start, lazy: false }, ...steps];
}

/** A circle as one line: `a.ts → b.tsx ⇢ a.ts` (⇢ marks a lazy `import()`), relative to `root`. */
export function describeCycle(circle: CircleStep[], root: string): string {
  return circle
    .map(
      ({ file, lazy }, i) => `${i === 0 ? '' : lazy ? ' ⇢ ' : ' → '}${path.relative(root, file)}`,
    )
    .join('');
}
