import { formatRelativeTime } from './relative-time';

interface RelativeTimeProps {
  date: string | Date;
  /** Words before the time, e.g. "asked" or "Joined". */
  prefix?: string;
  className?: string;
}

/** The one place relative times are rendered; the exact moment is in the tooltip. */
export function RelativeTime({ date, prefix, className }: RelativeTimeProps) {
  const value = new Date(date);
  const valid = !Number.isNaN(value.getTime());
  const text = formatRelativeTime(value);
  return (
    <time
      className={className}
      dateTime={valid ? value.toISOString() : undefined}
      title={valid ? value.toLocaleString() : undefined}
    >
      {prefix ? `${prefix} ${text}` : text}
    </time>
  );
}
