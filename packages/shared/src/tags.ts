/**
 * The built-in tag catalogue (spec 3; DECISIONS 14: the spec lists 46 names although it
 * says 45). Questions and watched tags may only use these names.
 */
export interface Tag {
  readonly tagName: string;
  readonly tagDesc: string;
}

export const TAGS: readonly Tag[] = [
  {
    tagName: 'javascript',
    tagDesc: 'The language of the web browser, also run on servers through Node.js, Deno and Bun.',
  },
  {
    tagName: 'python',
    tagDesc:
      'A readable, batteries-included language used for scripting, the web, data and machine learning.',
  },
  {
    tagName: 'java',
    tagDesc: 'A statically typed, object-oriented language that runs on the Java Virtual Machine.',
  },
  {
    tagName: 'reactjs',
    tagDesc: 'A JavaScript library for building user interfaces out of components and state.',
  },
  {
    tagName: 'nextjs',
    tagDesc: 'A React framework with server rendering, routing and static generation.',
  },
  { tagName: 'html', tagDesc: 'The markup language that describes the structure of web pages.' },
  {
    tagName: 'css',
    tagDesc: 'The style sheet language that lays out and decorates HTML documents.',
  },
  {
    tagName: 'android',
    tagDesc: "Google's mobile operating system and the SDK for building apps on it.",
  },
  {
    tagName: 'ios',
    tagDesc: "Apple's mobile operating system for iPhone and iPad, and development for it.",
  },
  {
    tagName: 'c++',
    tagDesc:
      'A general-purpose systems language with zero-cost abstractions, templates and manual memory control.',
  },
  {
    tagName: 'php',
    tagDesc: 'A server-side scripting language that powers a large share of the web.',
  },
  { tagName: 'ruby', tagDesc: 'A dynamic, expressive language focused on programmer happiness.' },
  { tagName: 'mysql', tagDesc: 'A popular open-source relational database management system.' },
  { tagName: 'mongodb', tagDesc: 'A document-oriented NoSQL database storing JSON-like records.' },
  {
    tagName: 'typescript',
    tagDesc: 'A typed superset of JavaScript that compiles to plain JavaScript.',
  },
  {
    tagName: 'git',
    tagDesc: 'The distributed version control system for tracking changes in source code.',
  },
  {
    tagName: 'docker',
    tagDesc: 'A platform for packaging and running applications in containers.',
  },
  { tagName: 'aws', tagDesc: "Amazon Web Services, Amazon's cloud computing platform." },
  {
    tagName: 'machine-learning',
    tagDesc: 'Algorithms and models that learn patterns from data to make predictions.',
  },
  {
    tagName: 'data-science',
    tagDesc: 'Extracting knowledge from data with statistics, programming and domain insight.',
  },
  { tagName: 'azure', tagDesc: "Microsoft Azure, Microsoft's cloud computing platform." },
  {
    tagName: 'angular',
    tagDesc: 'A TypeScript-based web application framework maintained by Google.',
  },
  { tagName: 'vuejs', tagDesc: 'A progressive JavaScript framework for building user interfaces.' },
  {
    tagName: 'swift',
    tagDesc: "Apple's modern, safe language for iOS, macOS and server development.",
  },
  {
    tagName: 'kotlin',
    tagDesc: 'A concise JVM language, the preferred language for Android development.',
  },
  {
    tagName: 'spring-boot',
    tagDesc:
      'A Java framework for building production-ready Spring applications with little setup.',
  },
  {
    tagName: 'dotnet',
    tagDesc: "Microsoft's cross-platform developer platform for C#, F# and Visual Basic.",
  },
  {
    tagName: 'unity3d',
    tagDesc: 'A cross-platform game engine for 2D, 3D, AR and VR development.',
  },
  {
    tagName: 'tensorflow',
    tagDesc: "Google's open-source library for numerical computation and deep learning.",
  },
  {
    tagName: 'jquery',
    tagDesc: 'A JavaScript library that simplifies DOM traversal, events and Ajax.',
  },
  {
    tagName: 'bootstrap',
    tagDesc: 'A CSS framework of responsive grids and ready-made components.',
  },
  {
    tagName: 'wordpress',
    tagDesc: 'A content management system written in PHP, with themes and plugins.',
  },
  {
    tagName: 'sql',
    tagDesc: 'Structured Query Language for querying and changing relational databases.',
  },
  {
    tagName: 'flutter',
    tagDesc:
      "Google's UI toolkit for building apps for mobile, web and desktop from one Dart codebase.",
  },
  {
    tagName: 'webpack',
    tagDesc: 'A module bundler that builds JavaScript applications and their assets.',
  },
  {
    tagName: 'laravel',
    tagDesc: 'A PHP web framework with expressive syntax, routing, ORM and queues.',
  },
  {
    tagName: 'ruby-on-rails',
    tagDesc: 'A Ruby web framework built on convention over configuration.',
  },
  {
    tagName: 'rest-api',
    tagDesc: 'Designing and consuming HTTP APIs in the REST architectural style.',
  },
  {
    tagName: 'graphql',
    tagDesc: 'A query language for APIs that lets clients ask for exactly the data they need.',
  },
  { tagName: 'bash', tagDesc: 'The Unix shell and command language, and scripts written for it.' },
  {
    tagName: 'data-visualization',
    tagDesc: 'Turning data into charts, graphs and other visual representations.',
  },
  {
    tagName: 'aws-lambda',
    tagDesc: 'Serverless functions that run on demand on Amazon Web Services.',
  },
  {
    tagName: 'data-structures',
    tagDesc: 'Ways of organising data, such as arrays, trees, heaps and hash tables.',
  },
  { tagName: 'redux', tagDesc: 'A predictable state container for JavaScript applications.' },
  { tagName: 'google-cloud-platform', tagDesc: "Google's suite of cloud computing services." },
  {
    tagName: 'firebase',
    tagDesc: "Google's app platform: realtime database, authentication, hosting and more.",
  },
];

/** Every catalogue name, for membership checks. */
export const TAG_NAMES: readonly string[] = TAGS.map((tag) => tag.tagName);

const tagsByName = new Map(TAGS.map((tag) => [tag.tagName, tag]));

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
  return TAGS.filter((tag) => tag.tagName.startsWith(wanted) && !exclude.includes(tag.tagName));
}
