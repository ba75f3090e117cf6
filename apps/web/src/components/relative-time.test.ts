import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [ago(10_000), 'a few seconds ago'],
    [ago(60_000), 'a minute ago'],
    [ago(5 * MIN), '5 minutes ago'],
    [ago(60 * MIN), 'an hour ago'],
    [ago(3 * HOUR), '3 hours ago'],
    [ago(30 * HOUR), 'a day ago'],
    [ago(2 * DAY), '2 days ago'],
    [ago(35 * DAY), 'a month ago'],
    [ago(100 * DAY), '3 months ago'],
    [ago(400 * DAY), 'a year ago'],
    [ago(3 * 365 * DAY), '3 years ago'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatRelativeTime(date, NOW)).toBe(expected);
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatRelativeTime(new Date(NOW - 3 * HOUR).toISOString(), NOW)).toBe('3 hours ago');
  });

  it('treats a date slightly in the future as just now', () => {
    expect(formatRelativeTime(new Date(NOW + 5_000), NOW)).toBe('a few seconds ago');
  });
});
