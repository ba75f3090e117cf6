/**
 * The names of the tag catalogue (TAGS, tags.ts), in its order. They have a module of their own,
 * apart from the descriptions: the web app's right sidebar lists them on every page and the
 * question schemas check tags against them, so they load with the first page, while the
 * descriptions (1.5 kB gzip) load only with the screens that show them (the bundle budget,
 * scripts/bundle-budget.mjs). tags.ts re-exports TAG_NAMES and isCatalogueTag.
 */
const NAMES = [
  'javascript',
  'python',
  'java',
  'reactjs',
  'nextjs',
  'html',
  'css',
  'android',
  'ios',
  'c++',
  'php',
  'ruby',
  'mysql',
  'mongodb',
  'typescript',
  'git',
  'docker',
  'aws',
  'machine-learning',
  'data-science',
  'azure',
  'angular',
  'vuejs',
  'swift',
  'kotlin',
  'spring-boot',
  'dotnet',
  'unity3d',
  'tensorflow',
  'jquery',
  'bootstrap',
  'wordpress',
  'sql',
  'flutter',
  'webpack',
  'laravel',
  'ruby-on-rails',
  'rest-api',
  'graphql',
  'bash',
  'data-visualization',
  'aws-lambda',
  'data-structures',
  'redux',
  'google-cloud-platform',
  'firebase',
] as const;

/** A name of the catalogue. */
export type TagName = (typeof NAMES)[number];

/** Every catalogue name, in catalogue order. */
export const TAG_NAMES: readonly TagName[] = NAMES;

const names: ReadonlySet<string> = new Set(NAMES);

/** True when `name` (already lower-cased) is in the catalogue. */
export function isCatalogueTag(name: string): boolean {
  return names.has(name);
}
