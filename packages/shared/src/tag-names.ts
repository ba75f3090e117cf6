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

/**
 * Other names people type for a catalogue tag (issue 32), lower-cased: a search word that is
 * one also finds the tag's questions, `[js]` means `[javascript]`, and the ask form offers the
 * tag for it. Only names that mean the tag and little else ("next", "lambda" do not).
 */
export const TAG_SYNONYMS: Readonly<Record<string, TagName>> = {
  js: 'javascript',
  ecmascript: 'javascript',
  py: 'python',
  react: 'reactjs',
  'react.js': 'reactjs',
  'next.js': 'nextjs',
  html5: 'html',
  css3: 'css',
  cpp: 'c++',
  mongo: 'mongodb',
  ts: 'typescript',
  ml: 'machine-learning',
  'vue.js': 'vuejs',
  vue: 'vuejs',
  'spring boot': 'spring-boot',
  springboot: 'spring-boot',
  '.net': 'dotnet',
  unity: 'unity3d',
  rails: 'ruby-on-rails',
  ror: 'ruby-on-rails',
  rest: 'rest-api',
  shell: 'bash',
  gcp: 'google-cloud-platform',
};

/** The catalogue name `name` (lower-cased) is or stands for, or undefined. */
export function canonicalTagName(name: string): TagName | undefined {
  if (names.has(name)) return name as TagName;
  return Object.hasOwn(TAG_SYNONYMS, name) ? TAG_SYNONYMS[name] : undefined;
}
