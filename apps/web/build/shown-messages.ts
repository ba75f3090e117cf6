import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The source files whose `MESSAGES.name` reads decide what the web build keeps. */
function sourceFiles(dir: string, skip: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== skip && !/\.test\.tsx?$/.test(file) && !file.includes('/test/'));
}

/** Every message name the sources read; throws on a read the build cannot follow. */
function readNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bMESSAGES\b(\s*\.\s*(\w+))?/g)) {
      if (match[2]) names.add(match[2]);
      else if (!/import\s*(type\s*)?\{[^}]*$/.test(text.slice(0, match.index))) {
        // `MESSAGES[key]`, or MESSAGES passed on whole: any message may be shown.
        throw new Error(
          `${file}: MESSAGES is used other than as MESSAGES.name; the web build cannot tell which messages it shows (apps/web/build/shown-messages.ts).`,
        );
      }
    }
  }
  return names;
}

/**
 * The shared package's `MESSAGES` holds every user-facing sentence, the server's errors
 * included, as one object, which a bundler keeps whole. The web shows the server's errors
 * from the response's `message`, so of the object it needs only the names its own code (and
 * the shared code it bundles) reads; this plugin leaves the rest out of the build. Every
 * message the web shows is still the shared one. Tests and dev run the whole object.
 *
 * `messagesFile` is packages/shared/src/messages.ts; `sourceDirs` the directories whose
 * code the web bundles (apps/web/src, packages/shared/src).
 */
export function shownMessagesOnly(messagesFile: string, sourceDirs: string[]): Plugin {
  let shown = new Set<string>();
  return {
    name: 'stackhive:shown-messages-only',
    apply: 'build',
    buildStart() {
      shown = readNames(sourceDirs.flatMap((dir) => sourceFiles(dir, messagesFile)));
    },
    // After the TypeScript transform: the code is JavaScript, which this.parse reads.
    transform(code, id) {
      if (id !== messagesFile) return null;
      const program = this.parse(code);
      for (const statement of program.body) {
        if (statement.type !== 'ExportNamedDeclaration') continue;
        const declaration = statement.declaration;
        if (declaration?.type !== 'VariableDeclaration') continue;
        const declarator = declaration.declarations[0];
        if (declarator?.id.type !== 'Identifier' || declarator.id.name !== 'MESSAGES') continue;
        const object = declarator.init;
        if (object?.type !== 'ObjectExpression') break;
        const kept = object.properties.flatMap((property) =>
          property.type === 'Property' &&
          property.key.type === 'Identifier' &&
          shown.has(property.key.name)
            ? [`${property.key.name}: ${code.slice(property.value.start, property.value.end)}`]
            : [],
        );
        return {
          code: `${code.slice(0, object.start)}{\n${kept.join(',\n')}\n}${code.slice(object.end)}`,
          map: null,
        };
      }
      return this.error('MESSAGES not found where apps/web/build/shown-messages.ts looks for it.');
    },
  };
}
