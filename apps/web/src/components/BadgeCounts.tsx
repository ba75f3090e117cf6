import type { BadgeCounts as Counts } from '@stackhive/shared';

const CLASSES = ['gold', 'silver', 'bronze'] as const;

/**
 * A user's badge counts by class beside their name (issue 16), as Stack Overflow's user
 * cards show them: a coloured dot and a number for each class they hold.
 */
export function BadgeCounts({ counts }: { counts: Counts }) {
  const held = CLASSES.filter((badgeClass) => counts[badgeClass] > 0);
  if (held.length === 0) return null;
  return (
    <span className="badge-counts">
      {held.map((badgeClass) => (
        <span
          key={badgeClass}
          className={`badge-counts__item badge-counts__item--${badgeClass}`}
          // The dot's colour says the class; its name is there too, on hover and for readers.
          title={`${counts[badgeClass]} ${badgeClass} badges`}
        >
          <span className="badge-chip__dot" aria-hidden="true" />
          {counts[badgeClass]}
          <span className="visually-hidden"> {badgeClass} badges</span>
        </span>
      ))}
    </span>
  );
}
