import { formatReputation } from './reputation-format';

/**
 * A user's reputation beside their name (issue 16), as Stack Overflow's user cards show it.
 * Screen readers hear "reputation 12.3k" (a label on a plain span is not read); the exact
 * figure is in the tooltip.
 */
export function Reputation({ value }: { value: number }) {
  return (
    <span className="reputation" title={`reputation ${value.toLocaleString('en')}`}>
      <span className="visually-hidden">reputation </span>
      {formatReputation(value)}
    </span>
  );
}
