import { describe, expect, it } from 'vitest';
import { formatReputation } from './reputation-format';

describe('formatReputation', () => {
  it('shows small reputations exactly, with a thousands separator', () => {
    expect(formatReputation(1)).toBe('1');
    expect(formatReputation(1234)).toBe('1,234');
    expect(formatReputation(9999)).toBe('9,999');
  });

  it('shows thousands with one decimal, never rounded up', () => {
    expect(formatReputation(10_000)).toBe('10.0k');
    expect(formatReputation(12_399)).toBe('12.3k');
    expect(formatReputation(99_999)).toBe('99.9k');
  });

  it('shows whole thousands from 100k', () => {
    expect(formatReputation(100_000)).toBe('100k');
    expect(formatReputation(1_234_567)).toBe('1,234k');
  });
});
