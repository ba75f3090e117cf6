import { Link } from 'react-router';
import { RelativeTime } from '../../../components/RelativeTime';

/** "edited {relative time}", linking to the edits of a question or an answer (issue 15). */
export function EditedLink({ to, date }: { to: string; date: string }) {
  return (
    <Link to={to} className="edited-link">
      <RelativeTime date={date} prefix="edited" />
    </Link>
  );
}
