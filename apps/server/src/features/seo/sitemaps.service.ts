import { paths, TAG_NAMES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import {
  latest,
  postRows,
  questionRows,
  siteLastmods,
  userRows,
  type IdRange,
  type RowReader,
  type SiteLastmods,
} from './seo.repository.js';
import type { SitemapUrl } from './sitemap-xml.js';

/**
 * How long an index, with the page boundaries it found, is used before it is rebuilt:
 * working them out reads every question, user and post once, which a crawler asking again
 * must not repeat.
 */
export const INDEX_TTL_MS = 10 * 60_000;
/**
 * Rows read per statement when walking a table: statements stay short, so SQLite's
 * synchronous reads never hold the event loop for long, and no walk holds more in memory.
 */
const CHUNK_ROWS = 1_000;

/**
 * Lets other requests in between two statements of a walk. better-sqlite3 answers
 * synchronously, so without this the awaits of a whole walk (seconds at a million rows)
 * would run back to back as microtasks and nothing else would be served until it ended.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A table that is listed in as many sitemap files (`{name}-{n}.xml`) as it needs. */
interface PagedSection {
  name: string;
  /** The page of a row (the shared package's `paths`). */
  path: (id: string) => string;
  rows: RowReader;
}

const SECTIONS: readonly PagedSection[] = [
  { name: 'questions', path: paths.question.getHref, rows: questionRows },
  { name: 'users', path: paths.user.getHref, rows: userRows },
  { name: 'posts', path: paths.post.getHref, rows: postRows },
];

/** A file the index names: one page of a section (a range of its ids), or a short fixed list. */
export type SitemapFile = { name: string; lastmod: string | null } & (
  { section: PagedSection; range: IdRange } | { urls: readonly SitemapUrl[] }
);

/** The sitemap files by name, in the index's order. */
export type SitemapFiles = ReadonlyMap<string, SitemapFile>;

/**
 * The site's sitemaps: which files there are (kept for INDEX_TTL_MS) and each file's URLs
 * (read when asked for). One per app, so every test app starts without an index.
 */
export class Sitemaps {
  private cached: { files: SitemapFiles; until: number } | undefined;
  private building: Promise<SitemapFiles> | undefined;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock'>,
    /** URLs per file, at most. */
    private readonly pageSize: number,
    /** Told when a rebuild behind an expired index fails (nobody is waiting for it). */
    private readonly onRebuildError: (error: unknown) => void,
  ) {}

  /**
   * The files, built once however many ask at once. Once INDEX_TTL_MS old they are rebuilt
   * in the background and served meanwhile (seconds at a million questions): only the
   * first request after a start waits for a walk.
   */
  async files(): Promise<SitemapFiles> {
    const { cached } = this;
    if (cached && this.deps.clock() < cached.until) return cached.files;
    if (!this.building) {
      this.building = this.build().finally(() => (this.building = undefined));
      // The next request after a failed rebuild tries again; the old files serve until then.
      if (cached) this.building.catch(this.onRebuildError);
    }
    return cached?.files ?? this.building;
  }

  /** The URLs of the file called `name`, read as they are consumed; undefined if no such file. */
  async urls(name: string): Promise<AsyncIterable<SitemapUrl> | undefined> {
    const file = (await this.files()).get(name);
    if (!file) return undefined;
    return 'urls' in file ? listed(file.urls) : this.pageUrls(file.section, file.range);
  }

  private async build(): Promise<SitemapFiles> {
    const started = this.deps.clock();
    const site = await siteLastmods(this.deps.db);
    const files: SitemapFile[] = [pagesFile(site), tagsFile(site)];
    for (const section of SECTIONS) files.push(...(await this.pagesOf(section)));
    const built = new Map(files.map((file) => [file.name, file]));
    this.cached = { files: built, until: started + INDEX_TTL_MS };
    return built;
  }

  /**
   * Cuts a section into files of `pageSize` listed rows: one walk along the primary key,
   * CHUNK_ROWS at a time, noting where each file ends and its latest change. A last file
   * that is not full is left open at its end, so rows added since (ids grow with time)
   * appear in it, up to `pageSize`, before the next build.
   */
  private async pagesOf(section: PagedSection): Promise<SitemapFile[]> {
    const files: SitemapFile[] = [];
    let page = { after: '', count: 0, lastmod: null as string | null };
    const close = (upTo: string | null) =>
      files.push({
        name: `${section.name}-${files.length + 1}.xml`,
        lastmod: page.lastmod,
        section,
        range: { after: page.after, upTo },
      });
    let after = '';
    for (;;) {
      const rows = await section.rows(this.deps.db, { after, upTo: null }, this.chunkRows);
      for (const row of rows) {
        if (!row.listed) continue;
        page.count += 1;
        page.lastmod = latest([page.lastmod, row.lastmod]);
        if (page.count === this.pageSize) {
          close(row.id);
          page = { after: row.id, count: 0, lastmod: null };
        }
      }
      if (rows.length < this.chunkRows) break;
      after = rows.at(-1)!.id;
      await nextTurn();
    }
    if (page.count > 0) close(null);
    return files;
  }

  /** A page's URLs, read a chunk at a time as the response is written. */
  private async *pageUrls(section: PagedSection, range: IdRange): AsyncGenerator<SitemapUrl> {
    let { after } = range;
    let count = 0;
    for (;;) {
      const rows = await section.rows(this.deps.db, { after, upTo: range.upTo }, this.chunkRows);
      for (const row of rows) {
        if (!row.listed) continue;
        yield { path: section.path(row.id), lastmod: row.lastmod };
        // The open last file stops here even if rows were added since the build.
        count += 1;
        if (count === this.pageSize) return;
      }
      if (rows.length < this.chunkRows) return;
      after = rows.at(-1)!.id;
      await nextTurn();
    }
  }

  /** Small pages (tests) read in small chunks, so the chunk seams are exercised too. */
  private get chunkRows(): number {
    return Math.min(CHUNK_ROWS, this.pageSize);
  }
}

/** The list pages a visitor starts from. */
function pagesFile(site: SiteLastmods): SitemapFile {
  const urls: SitemapUrl[] = [
    { path: paths.home.getHref(), lastmod: site.questions },
    { path: paths.questions.getHref(), lastmod: site.questions },
    { path: paths.users.getHref(), lastmod: null },
    { path: paths.community.getHref(), lastmod: site.posts },
    { path: paths.badges.getHref(), lastmod: null },
  ];
  return { name: 'pages.xml', lastmod: latest(urls.map((url) => url.lastmod)), urls };
}

/** The tag list and a page per catalogue tag. */
function tagsFile(site: SiteLastmods): SitemapFile {
  const urls: SitemapUrl[] = [
    { path: paths.tags.getHref(), lastmod: site.questions },
    ...TAG_NAMES.map((tag) => ({
      path: paths.tag.getHref(tag),
      lastmod: site.tags.get(tag) ?? null,
    })),
  ];
  return { name: 'tags.xml', lastmod: latest(urls.map((url) => url.lastmod)), urls };
}

async function* listed(urls: readonly SitemapUrl[]): AsyncGenerator<SitemapUrl> {
  yield* urls;
}
