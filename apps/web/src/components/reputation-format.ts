/**
 * A reputation as Stack Overflow's user cards show it: exact up to 9,999 ("1,234"), then
 * thousands with one decimal ("12.3k", never rounded up past what was earned), then whole
 * thousands from 100k ("123k").
 */
export function formatReputation(reputation: number): string {
  if (reputation < 10_000) return reputation.toLocaleString('en');
  if (reputation < 100_000) return `${(Math.floor(reputation / 100) / 10).toFixed(1)}k`;
  return `${Math.floor(reputation / 1000).toLocaleString('en')}k`;
}
