const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "3 hours ago" style wording for asked, answered, posted and joined times (spec 9).
 * Thresholds follow the familiar moment.js `fromNow` rounding so times read naturally;
 * a date slightly in the future (clock skew) reads as "a few seconds ago".
 */
export function formatRelativeTime(date: Date | string | number, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return 'some time ago';
  const elapsed = Math.max(0, now - then);

  const seconds = Math.round(elapsed / SECOND);
  const minutes = Math.round(elapsed / MINUTE);
  const hours = Math.round(elapsed / HOUR);
  const days = Math.round(elapsed / DAY);
  const months = Math.round(days / 30.4375);
  const years = Math.round(days / 365.25);

  if (seconds < 45) return 'a few seconds ago';
  if (seconds < 90) return 'a minute ago';
  if (minutes < 45) return `${minutes} minutes ago`;
  if (minutes < 90) return 'an hour ago';
  if (hours < 22) return `${hours} hours ago`;
  if (hours < 36) return 'a day ago';
  if (days < 26) return `${days} days ago`;
  if (days < 45) return 'a month ago';
  if (days < 320) return `${Math.max(2, months)} months ago`;
  if (days < 548) return 'a year ago';
  return `${Math.max(2, years)} years ago`;
}
