import { relativeTimeBase } from '../config/environment';
import { formatRelativeTime } from './relative-time';
import { useHydrated } from './useHydrated';

interface RelativeTimeProps {
  date: string | Date;
  /** Words before the time, e.g. "asked" or "Joined". */
  prefix?: string;
  className?: string;
}

/**
 * The one place relative times are rendered; the exact moment is in the tooltip. A
 * server-rendered page shows times counted from its render, in UTC, until it has hydrated;
 * then from now, in the reader's time zone and locale.
 */
export function RelativeTime({ date, prefix, className }: RelativeTimeProps) {
  const hydrated = useHydrated();
  const value = new Date(date);
  const valid = !Number.isNaN(value.getTime());
  const text = formatRelativeTime(value, relativeTimeBase(hydrated));
  const exact = hydrated ? value.toLocaleString() : value.toUTCString();
  return (
    <time
      className={className}
      dateTime={valid ? value.toISOString() : undefined}
      title={valid ? exact : undefined}
    >
      {prefix ? `${prefix} ${text}` : text}
    </time>
  );
}
