import { formatReputation } from './reputation-format';

/**
 * A user's reputation beside their name (issue 16), as Stack Overflow's user cards show it
 * (exact below 10,000, then "12.3k"). Screen readers hear "reputation 12.3k" (a label on a
 * plain span is not read).
 */
export function Reputation({ value }: { value: number }) {
  return (
    <span className="reputation">
      <span className="visually-hidden">reputation </span>
      {formatReputation(value)}
    </span>
  );
}
