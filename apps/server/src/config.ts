import path from 'node:path';
import { z } from 'zod';
import { SITE_ACCESS_MODES, TEAM_LIMITS, type SiteAccess } from '@stackhive/shared';
import { decideDemoSeeding, type DemoSeeding } from './lib/demo-seeding.js';
import { readOrCreateSecret } from './lib/secret-file.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Durations like `24h`, `30m`, `7d`, `3600s` or a bare number of seconds. */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'must be a duration such as 3600, 30m, 24h or 7d')
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    const unit = value.trim().slice(-1);
    const factor = { s: 1, m: 60, h: 3600, d: 86_400 }[unit] ?? 1;
    return amount * factor;
  })
  .refine((seconds) => seconds > 0, 'must be longer than zero');

/** The environment, validated: every value has a safe default (ARCHITECTURE: Server conventions). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: duration.default(24 * 3600),
  VIEW_FLUSH: duration.default(10),
  NOTIFY_MAIL_DELAY: duration.default(120),
  LIVE_HEARTBEAT: duration.default(25),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).default(8),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(64),
  PUBLIC_URL: z.url('must be a URL such as https://stackhive.example').optional(),
  ADMIN_EMAILS: z.string().default('').transform(splitList),
  SITE_ACCESS: z
    .enum(SITE_ACCESS_MODES, { error: `must be one of ${SITE_ACCESS_MODES.join(', ')}` })
    .default('public'),
  SIGNUP_DOMAINS: z
    .string()
    .default('')
    .transform(splitList)
    .refine((domains) => domains.every((domain) => DOMAIN.test(domain)), {
      message: 'must be domain names separated by commas, such as example.com,example.org',
    }),
  SEED_DEMO: booleanish.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be letters, digits, ":", "_" or "-"')
    .default('stackhive'),
  CONTACT_EMAIL: z.string().default('hello@stackhive.dev'),
  CONTACT_PHONE: z.string().default('+1 555 0100'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (['false', '0', 'no', ''].includes(value)) return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    })
    .refine(
      (value) =>
        !Array.isArray(value) || value.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry)),
      'must be false, true, a number of proxy hops, or comma-separated proxy addresses/CIDRs',
    ),
  RATE_LIMITS: booleanish.default(true),
  SQLITE_CACHE_MB: z.coerce.number().min(1).max(65_536).default(64),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  RESPONSE_CACHE_TTL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  RESPONSE_CACHE_HONOR_NO_CACHE: booleanish.default(false),
  CACHE_MISS_LIMIT: z.coerce.number().int().min(1).default(120),
  CACHE_MISS_WINDOW: duration.default(60),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('StackHive <no-reply@stackhive.local>'),
  FEEDBACK_TO: z.string().optional(),
  CHAT_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
  CHAT_API_KEY: z.string().optional(),
  CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  TEAM_MEMBER_LIMIT: z.coerce
    .number()
    .int()
    .min(2)
    .max(100_000)
    .default(TEAM_LIMITS.defaultMemberLimit),
  SEARCH_SCAN_WINDOW: z.coerce.number().int().min(1_001).max(10_000_000).default(2_000),
  S3_ENDPOINT: z.url('must be a URL').optional(),
  S3_BUCKET: z.string().min(3, 'must be at least 3 characters').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url('must be a URL').optional(),
  MEDIA_UNATTACHED_TTL: duration.default(24 * 3600),
  MEDIA_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(500),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite file in `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each file its own); `public` by default. */
  databaseSchema?: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** How often the question views counted in memory are written (issue 15). */
  viewFlushSeconds: number;
  /**
   * Notifications wait this long for the mail sender, so a burst becomes one mail (issue 18).
   */
  notificationMailDelaySeconds: number;
  /**
   * Whether this process runs the mail sender on a timer (always, but in tests that call it
   * themselves, so that no run of it races theirs).
   */
  notificationMailSender: boolean;
  /** Live streams (issue 18): the heartbeat, and the open streams allowed (429 past them). */
  live: { heartbeatSeconds: number; streamsPerUser: number; streamsPerAddress: number };
  publicUrl: string | undefined;
  adminEmails: string[];
  /** Seed an empty database: SEED_DEMO, else only on a server nobody else can reach. */
  seedDemo: boolean;
  /** What start-up logs about that choice (lib/demo-seeding.ts). */
  seedDemoNote?: DemoSeeding['note'];
  logLevel: (typeof LOG_LEVELS)[number];
  redisUrl: string | undefined;
  /** Key prefix in Redis, so several deployments can share one server. */
  redisPrefix: string;
  contact: { email: string; phone: string };
  /**
   * Which proxies' X-Forwarded-For to trust, so per-IP limits see the client: false, a hop
   * count, or proxy addresses/CIDRs. `true` trusts every hop (the client can then spoof).
   */
  trustProxy: boolean | number | string[];
  /** Where the built SPA lives; null serves no SPA (tests of the API alone). */
  webDist: string | null;
  /** Rate limits; RATE_LIMITS=false only for benchmarks and browser tests, never in production. */
  rateLimits: boolean;
  /** SQLite's page cache (native memory, filled as pages are written); PostgreSQL ignores it. */
  sqliteCacheMb: number;
  /**
   * Rendered public read pages kept in memory (see plugins/response-cache.ts): at most
   * `maxBytes` (0 turns the cache off), each entry at most `ttlMs` old.
   */
  responseCache: { maxBytes: number; ttlMs: number };
  /**
   * Pages one client address may have computed past the response cache (misses: renders and
   * queries) per window; 429 past it. Hits are never counted. Off with RATE_LIMITS=false.
   */
  cacheMissLimit: { max: number; windowMs: number };
  /**
   * Whether a request's `Cache-Control: no-cache` recomputes a cached page: only for
   * benchmarks and tests that measure or check a computation, never in production (any client
   * could then make the server render at will).
   */
  honorNoCache: boolean;
  mail: {
    /** SMTP server; unset: mails are written to DATA_DIR/outbox as .eml files. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** Where feedback goes; empty: the admins' addresses. */
    feedbackTo: string[];
  };
  /** An OpenAI-compatible chat API; unset: the bot answers from the community's own content. */
  chat: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  };
  /** Distinct reports that hide a post from feeds until an admin acts. */
  reportHideThreshold: number;
  /** Members one team holds at most (issue 33; the spec's 50 by default). */
  teamMemberLimit: number;
  /**
   * `members`: the whole site needs signing in (issue 33, a company's own deployment): every
   * API route but signing in or up, verification and reset answers 401; pages are served
   * without content, robots.txt disallows everything, and there are no sitemaps.
   */
  siteAccess: SiteAccess;
  /** Sign-up only for addresses at these domains (lower case); empty: any address. */
  signupDomains: string[];
  /**
   * Candidates of a search's index that one request checks row by row at most (issue 32):
   * bounded work for a query whose other words, tags or operators rule most of them out.
   */
  searchScanWindow: number;
  /** Media storage: local disk under DATA_DIR/media, or an S3-compatible bucket. */
  storage: LocalStorageConfig | S3StorageConfig;
  /** Uploads no post uses are removed after `unattachedTtlSeconds`; a user stores `quotaBytes`. */
  media: { unattachedTtlSeconds: number; quotaBytes: number };
  /** scrypt cost; lowered only by tests that do not measure it. */
  scryptCost: number;
  /** URLs per sitemap file; LIMITS.sitemapUrls unless a test pages with fewer. */
  sitemapUrls?: number | undefined;
}

export interface LocalStorageConfig {
  kind: 'local';
  dir: string;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Any S3-compatible service; path-style addressing is used when set. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where browsers fetch objects directly; unset: StackHive serves them under /media. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = values.PUBLIC_URL?.replace(/\/+$/, '');
  const demo = decideDemoSeeding({
    seedDemo: values.SEED_DEMO,
    host: values.HOST,
    publicUrl,
    behindProxy: values.TRUST_PROXY !== false,
  });
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: values.TOKEN_TTL,
    viewFlushSeconds: values.VIEW_FLUSH,
    notificationMailDelaySeconds: values.NOTIFY_MAIL_DELAY,
    notificationMailSender: true,
    live: {
      heartbeatSeconds: values.LIVE_HEARTBEAT,
      streamsPerUser: values.LIVE_STREAMS_PER_USER,
      streamsPerAddress: values.LIVE_STREAMS_PER_ADDRESS,
    },
    publicUrl,
    adminEmails: values.ADMIN_EMAILS,
    seedDemo: demo.seed,
    seedDemoNote: demo.note,
    logLevel: values.LOG_LEVEL,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    contact: { email: values.CONTACT_EMAIL, phone: values.CONTACT_PHONE },
    trustProxy: values.TRUST_PROXY,
    webDist: path.resolve(values.WEB_DIST ?? defaultWebDist()),
    rateLimits: values.RATE_LIMITS,
    sqliteCacheMb: values.SQLITE_CACHE_MB,
    responseCache: {
      maxBytes: Math.round(values.RESPONSE_CACHE_MB * 1024 * 1024),
      ttlMs: values.RESPONSE_CACHE_TTL_S * 1000,
    },
    cacheMissLimit: { max: values.CACHE_MISS_LIMIT, windowMs: values.CACHE_MISS_WINDOW * 1000 },
    honorNoCache: values.RESPONSE_CACHE_HONOR_NO_CACHE,
    scryptCost: 2 ** 17,
    reportHideThreshold: values.REPORT_HIDE_THRESHOLD,
    teamMemberLimit: values.TEAM_MEMBER_LIMIT,
    siteAccess: values.SITE_ACCESS,
    signupDomains: values.SIGNUP_DOMAINS,
    searchScanWindow: values.SEARCH_SCAN_WINDOW,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      feedbackTo: splitList(values.FEEDBACK_TO ?? ''),
    },
    chat: {
      baseUrl: values.CHAT_BASE_URL,
      apiKey: values.CHAT_API_KEY,
      model: values.CHAT_MODEL,
      timeoutMs: values.CHAT_TIMEOUT_MS,
    },
    storage: values.S3_BUCKET
      ? {
          kind: 's3',
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : { kind: 'local', dir: path.join(dataDir, 'media') },
    media: {
      unattachedTtlSeconds: values.MEDIA_UNATTACHED_TTL,
      quotaBytes: values.MEDIA_QUOTA_MB * 1024 * 1024,
    },
  };
}

/** A domain name: labels of letters, digits and hyphens, dot-separated. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** "a@x.org, B@y.org" → ["a@x.org", "b@y.org"] */
function splitList(value: string): string[] {
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
