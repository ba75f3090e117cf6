/** Limits shared by the server (enforcement) and the web app (hints, form maxlengths). */
export const LIMITS = {
  name: { min: 1, max: 60 },
  email: { max: 254 },
  password: { min: 8, max: 200 },
  about: { max: 2000 },
  watchedTags: { max: 20 },
  friends: { max: 5000 },
  questionTags: { min: 1, max: 5 },
  questionTitle: { max: 150 },
  questionBody: { max: 30_000 },
  /** Page size of every list endpoint: the default and the hard maximum. */
  page: { default: 20, max: 100 },
  /** JSON request bodies larger than this are refused with 413. */
  jsonBodyBytes: 1024 * 1024,
} as const;
