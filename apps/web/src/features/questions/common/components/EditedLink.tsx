import { RelativeTime } from '../../../../components/RelativeTime';
import { AppLink } from '../../../../components/AppLink';

/** "edited {relative time}", linking to the edits of a question or an answer (issue 15). */
export function EditedLink({ to, date }: { to: string; date: string }) {
  return (
    <AppLink to={to} className="edited-link">
      <RelativeTime date={date} prefix="edited" />
    </AppLink>
  );
}
