/** Limits shared by the server (enforcement) and the web app (hints, form maxlengths). */
export const LIMITS = {
  name: { max: 60 },
  email: { max: 254 },
  password: { min: 8, max: 200 },
  about: { max: 2000 },
  watchedTags: { max: 20 },
  friends: { max: 5000 },
  /**
   * Follows (issue 30): a pair's follow notifies once per `noticeDays` (following, unfollowing
   * and following again is not a way to spam), and a user starts at most `newPerDay` new
   * follows in 24 hours (following again someone followed within `noticeDays` is not new).
   */
  follows: { newPerDay: 100, noticeDays: 30 },
  questionTags: { min: 1, max: 5 },
  questionTitle: { max: 150 },
  questionBody: { max: 30_000 },
  /** An edit's optional summary (issue 15). */
  editSummary: { max: 300 },
  /**
   * A profile's top tags (issue 16): the `shown` tags with the highest summed answer score,
   * counted over the person's `fromAnswers` highest-scored answers (bounded work per profile).
   */
  topTags: { shown: 10, fromAnswers: 500 },
  /** Suggested edits one user may have waiting for review at once (issue 16). */
  pendingSuggestedEdits: { max: 5 },
  postTitle: { max: 150 },
  postBody: { max: 5_000 },
  postMedia: { max: 10 },
  /** The alt text of one post's image or video (WCAG 1.1.1): a sentence or two, not an essay. */
  postMediaAlt: { max: 250 },
  commentBody: { max: 2_000 },
  /** A comment on a question or an answer (issue 15): short, as on Stack Overflow. */
  qaComment: { max: 600, shown: 5 },
  /**
   * Comments a post carries: in lists only the newest ('Top Comments'), on the post endpoint
   * the newest page ('more' reads the rest); `noOfComments` always counts them all.
   */
  postComments: { inList: 1, onPost: 20 },
  /** Upload sizes, checked on the bytes actually received. */
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  /** Decoded size of an image: refuses decompression bombs (50 megapixels, e.g. 8660×5773). */
  imagePixels: 50_000_000,
  /**
   * Search queries of at least `substringMin` characters match anywhere in the text
   * (trigram indexes need three); shorter ones match whole words (DECISIONS 20).
   */
  searchQuery: { max: 200, substringMin: 3 },
  feedbackSubject: { max: 200 },
  feedbackMessage: { max: 5_000 },
  chatQuery: { max: 1_000 },
  /** One-time codes (DECISIONS 6) and reset links (DECISIONS 5). */
  otp: { digits: 6, validMinutes: 10, maxFailedAttempts: 5, resendAfterSeconds: 60 },
  resetToken: { validMinutes: 30 },
  /**
   * Reset mails one account receives per hour (issue 30). Requests past it answer like a sent
   * one and send nothing, so nobody can flood an inbox or refuse the owner's own request.
   */
  resetMail: { perAccountPerHour: 3 },
  /** Search counts are exact up to this many, then reported as capped ('1000+'). */
  searchCountCap: 1000,
  /** Characters of an answer's text a search result shows, around the first match (issue 32). */
  searchExcerpt: 240,
  /** Page size of every list endpoint: the default and the hard maximum. */
  page: { default: 20, max: 100 },
  /** URLs in one sitemap file: the sitemaps.org maximum (larger sites get more files). */
  sitemapUrls: 50_000,
  /** JSON request bodies larger than this are refused with 413. */
  jsonBodyBytes: 1024 * 1024,
} as const;

/**
 * Relevance ranks the newest this-many matches of a query (issue 32: text relevance, then
 * score and accepted answer); older matches follow them newest first. Bounded so that a
 * common word costs one page of index rows and a few hundred scores, never every match.
 * Apart from LIMITS, which every page's bundle carries: only the search help page shows it.
 */
export const SEARCH_RANK_WINDOW = 200;
