/** Field names as spec 3 gives them for the Tag entity; the search API sends them as is. */
export interface Tag {
  readonly TagName: string;
  readonly TagDesc: string;
}

/**
 * The built-in tag catalogue (spec 3; DECISIONS 14: the spec lists 46 names although it
 * says 45). Questions and watched tags may only use these names.
 */
export const TAGS: readonly Tag[] = [
  {
    TagName: 'javascript',
    TagDesc: 'The language of the web browser, also run on servers through Node.js, Deno and Bun.',
  },
  {
    TagName: 'python',
    TagDesc:
      'A readable, batteries-included language used for scripting, the web, data and machine learning.',
  },
  {
    TagName: 'java',
    TagDesc: 'A statically typed, object-oriented language that runs on the Java Virtual Machine.',
  },
  {
    TagName: 'reactjs',
    TagDesc: 'A JavaScript library for building user interfaces out of components and state.',
  },
  {
    TagName: 'nextjs',
    TagDesc: 'A React framework with server rendering, routing and static generation.',
  },
  { TagName: 'html', TagDesc: 'The markup language that describes the structure of web pages.' },
  {
    TagName: 'css',
    TagDesc: 'The style sheet language that lays out and decorates HTML documents.',
  },
  {
    TagName: 'android',
    TagDesc: "Google's mobile operating system and the SDK for building apps on it.",
  },
  {
    TagName: 'ios',
    TagDesc: "Apple's mobile operating system for iPhone and iPad, and development for it.",
  },
  {
    TagName: 'c++',
    TagDesc:
      'A general-purpose systems language with zero-cost abstractions, templates and manual memory control.',
  },
  {
    TagName: 'php',
    TagDesc: 'A server-side scripting language that powers a large share of the web.',
  },
  { TagName: 'ruby', TagDesc: 'A dynamic, expressive language focused on programmer happiness.' },
  { TagName: 'mysql', TagDesc: 'A popular open-source relational database management system.' },
  { TagName: 'mongodb', TagDesc: 'A document-oriented NoSQL database storing JSON-like records.' },
  {
    TagName: 'typescript',
    TagDesc: 'A typed superset of JavaScript that compiles to plain JavaScript.',
  },
  {
    TagName: 'git',
    TagDesc: 'The distributed version control system for tracking changes in source code.',
  },
  {
    TagName: 'docker',
    TagDesc: 'A platform for packaging and running applications in containers.',
  },
  { TagName: 'aws', TagDesc: "Amazon Web Services, Amazon's cloud computing platform." },
  {
    TagName: 'machine-learning',
    TagDesc: 'Algorithms and models that learn patterns from data to make predictions.',
  },
  {
    TagName: 'data-science',
    TagDesc: 'Extracting knowledge from data with statistics, programming and domain insight.',
  },
  { TagName: 'azure', TagDesc: "Microsoft Azure, Microsoft's cloud computing platform." },
  {
    TagName: 'angular',
    TagDesc: 'A TypeScript-based web application framework maintained by Google.',
  },
  { TagName: 'vuejs', TagDesc: 'A progressive JavaScript framework for building user interfaces.' },
  {
    TagName: 'swift',
    TagDesc: "Apple's modern, safe language for iOS, macOS and server development.",
  },
  {
    TagName: 'kotlin',
    TagDesc: 'A concise JVM language, the preferred language for Android development.',
  },
  {
    TagName: 'spring-boot',
    TagDesc:
      'A Java framework for building production-ready Spring applications with little setup.',
  },
  {
    TagName: 'dotnet',
    TagDesc: "Microsoft's cross-platform developer platform for C#, F# and Visual Basic.",
  },
  {
    TagName: 'unity3d',
    TagDesc: 'A cross-platform game engine for 2D, 3D, AR and VR development.',
  },
  {
    TagName: 'tensorflow',
    TagDesc: "Google's open-source library for numerical computation and deep learning.",
  },
  {
    TagName: 'jquery',
    TagDesc: 'A JavaScript library that simplifies DOM traversal, events and Ajax.',
  },
  {
    TagName: 'bootstrap',
    TagDesc: 'A CSS framework of responsive grids and ready-made components.',
  },
  {
    TagName: 'wordpress',
    TagDesc: 'A content management system written in PHP, with themes and plugins.',
  },
  {
    TagName: 'sql',
    TagDesc: 'Structured Query Language for querying and changing relational databases.',
  },
  {
    TagName: 'flutter',
    TagDesc:
      "Google's UI toolkit for building apps for mobile, web and desktop from one Dart codebase.",
  },
  {
    TagName: 'webpack',
    TagDesc: 'A module bundler that builds JavaScript applications and their assets.',
  },
  {
    TagName: 'laravel',
    TagDesc: 'A PHP web framework with expressive syntax, routing, ORM and queues.',
  },
  {
    TagName: 'ruby-on-rails',
    TagDesc: 'A Ruby web framework built on convention over configuration.',
  },
  {
    TagName: 'rest-api',
    TagDesc: 'Designing and consuming HTTP APIs in the REST architectural style.',
  },
  {
    TagName: 'graphql',
    TagDesc: 'A query language for APIs that lets clients ask for exactly the data they need.',
  },
  { TagName: 'bash', TagDesc: 'The Unix shell and command language, and scripts written for it.' },
  {
    TagName: 'data-visualization',
    TagDesc: 'Turning data into charts, graphs and other visual representations.',
  },
  {
    TagName: 'aws-lambda',
    TagDesc: 'Serverless functions that run on demand on Amazon Web Services.',
  },
  {
    TagName: 'data-structures',
    TagDesc: 'Ways of organising data, such as arrays, trees, heaps and hash tables.',
  },
  { TagName: 'redux', TagDesc: 'A predictable state container for JavaScript applications.' },
  { TagName: 'google-cloud-platform', TagDesc: "Google's suite of cloud computing services." },
  {
    TagName: 'firebase',
    TagDesc: "Google's app platform: realtime database, authentication, hosting and more.",
  },
];

/** Every catalogue name, for membership checks. */
export const TAG_NAMES: readonly string[] = TAGS.map((tag) => tag.TagName);

const tagsByName = new Map(TAGS.map((tag) => [tag.TagName, tag]));

/** True when `name` (already lower-cased) is in the catalogue. */
export function isCatalogueTag(name: string): boolean {
  return tagsByName.has(name);
}

/** The catalogue entry for `name`, or undefined. */
export function findTag(name: string): Tag | undefined {
  return tagsByName.get(name);
}

/** Catalogue tags whose name starts with `prefix` (the suggestion rule of spec 5). */
export function suggestTags(prefix: string, exclude: readonly string[] = []): Tag[] {
  const wanted = prefix.trim().toLowerCase();
  if (!wanted) return [];
  return TAGS.filter((tag) => tag.TagName.startsWith(wanted) && !exclude.includes(tag.TagName));
}
