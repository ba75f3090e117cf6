import { canonicalTagName, TAG_NAMES, TAG_SYNONYMS, type TagName } from './tag-names.js';

/** Field names as spec 3 gives them for the Tag entity; the search API sends them as is. */
export interface Tag {
  readonly TagName: string;
  readonly TagDesc: string;
}

export { TAG_NAMES, TAG_SYNONYMS, canonicalTagName, isCatalogueTag } from './tag-names.js';

/**
 * Each catalogue tag's description, by name (the names and their order are TAG_NAMES, in
 * tag-names.ts, kept apart for the web app's first load): the record type holds it to exactly
 * the catalogue's names.
 */
const DESCRIPTIONS: Record<TagName, string> = {
  javascript: 'The language of the web browser, also run on servers through Node.js, Deno and Bun.',
  python:
    'A readable, batteries-included language used for scripting, the web, data and machine learning.',
  java: 'A statically typed, object-oriented language that runs on the Java Virtual Machine.',
  reactjs: 'A JavaScript library for building user interfaces out of components and state.',
  nextjs: 'A React framework with server rendering, routing and static generation.',
  html: 'The markup language that describes the structure of web pages.',
  css: 'The style sheet language that lays out and decorates HTML documents.',
  android: "Google's mobile operating system and the SDK for building apps on it.",
  ios: "Apple's mobile operating system for iPhone and iPad, and development for it.",
  'c++':
    'A general-purpose systems language with zero-cost abstractions, templates and manual memory control.',
  php: 'A server-side scripting language that powers a large share of the web.',
  ruby: 'A dynamic, expressive language focused on programmer happiness.',
  mysql: 'A popular open-source relational database management system.',
  mongodb: 'A document-oriented NoSQL database storing JSON-like records.',
  typescript: 'A typed superset of JavaScript that compiles to plain JavaScript.',
  git: 'The distributed version control system for tracking changes in source code.',
  docker: 'A platform for packaging and running applications in containers.',
  aws: "Amazon Web Services, Amazon's cloud computing platform.",
  'machine-learning': 'Algorithms and models that learn patterns from data to make predictions.',
  'data-science': 'Extracting knowledge from data with statistics, programming and domain insight.',
  azure: "Microsoft Azure, Microsoft's cloud computing platform.",
  angular: 'A TypeScript-based web application framework maintained by Google.',
  vuejs: 'A progressive JavaScript framework for building user interfaces.',
  swift: "Apple's modern, safe language for iOS, macOS and server development.",
  kotlin: 'A concise JVM language, the preferred language for Android development.',
  'spring-boot':
    'A Java framework for building production-ready Spring applications with little setup.',
  dotnet: "Microsoft's cross-platform developer platform for C#, F# and Visual Basic.",
  unity3d: 'A cross-platform game engine for 2D, 3D, AR and VR development.',
  tensorflow: "Google's open-source library for numerical computation and deep learning.",
  jquery: 'A JavaScript library that simplifies DOM traversal, events and Ajax.',
  bootstrap: 'A CSS framework of responsive grids and ready-made components.',
  wordpress: 'A content management system written in PHP, with themes and plugins.',
  sql: 'Structured Query Language for querying and changing relational databases.',
  flutter:
    "Google's UI toolkit for building apps for mobile, web and desktop from one Dart codebase.",
  webpack: 'A module bundler that builds JavaScript applications and their assets.',
  laravel: 'A PHP web framework with expressive syntax, routing, ORM and queues.',
  'ruby-on-rails': 'A Ruby web framework built on convention over configuration.',
  'rest-api': 'Designing and consuming HTTP APIs in the REST architectural style.',
  graphql: 'A query language for APIs that lets clients ask for exactly the data they need.',
  bash: 'The Unix shell and command language, and scripts written for it.',
  'data-visualization': 'Turning data into charts, graphs and other visual representations.',
  'aws-lambda': 'Serverless functions that run on demand on Amazon Web Services.',
  'data-structures': 'Ways of organising data, such as arrays, trees, heaps and hash tables.',
  redux: 'A predictable state container for JavaScript applications.',
  'google-cloud-platform': "Google's suite of cloud computing services.",
  firebase: "Google's app platform: realtime database, authentication, hosting and more.",
};

/**
 * The built-in tag catalogue (spec 3; DECISIONS 14: the spec lists 46 names although it
 * says 45), in the order of TAG_NAMES. Questions and watched tags may only use these names.
 */
export const TAGS: readonly Tag[] = TAG_NAMES.map((name) => ({
  TagName: name,
  TagDesc: DESCRIPTIONS[name],
}));

const tagsByName = new Map(TAGS.map((tag) => [tag.TagName, tag]));

/** The catalogue entry for `name`, or undefined. */
export function findTag(name: string): Tag | undefined {
  return tagsByName.get(name);
}

/** The catalogue entry `name` (lower-cased) is or stands for (TAG_SYNONYMS), or undefined. */
export function findTagOrSynonym(name: string): Tag | undefined {
  const canonical = canonicalTagName(name);
  return canonical === undefined ? undefined : tagsByName.get(canonical);
}

/**
 * Catalogue tags whose name starts with `prefix` (the suggestion rule of spec 5), then those
 * one of whose other names does ("js" offers javascript; issue 32).
 */
export function suggestTags(prefix: string, exclude: readonly string[] = []): Tag[] {
  const wanted = prefix.trim().toLowerCase();
  if (!wanted) return [];
  const byName = TAGS.filter((tag) => tag.TagName.startsWith(wanted));
  const bySynonym = Object.entries(TAG_SYNONYMS)
    .filter(([synonym]) => synonym.startsWith(wanted))
    .map(([, name]) => tagsByName.get(name) as Tag);
  return [...new Set([...byName, ...bySynonym])].filter((tag) => !exclude.includes(tag.TagName));
}
