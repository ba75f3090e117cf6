import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  MESSAGES,
  type NotificationKind,
} from '@stackhive/shared';
import {
  useNotificationPreferences,
  useSetNotificationPreferences,
} from '../../../api/notifications';

/**
 * Your own profile's email choices (issue 18): which notifications also come by email
 * (answers to your questions by default). Each box saves at once.
 */
export function EmailNotifications({ userId }: { userId: string }) {
  const preferences = useNotificationPreferences(userId);
  const save = useSetNotificationPreferences(userId);
  const chosen = new Set<NotificationKind>(preferences.data?.email ?? []);

  function toggle(kind: NotificationKind, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(kind);
    else next.delete(kind);
    save.mutate({ email: NOTIFICATION_KINDS.filter((each) => next.has(each)) });
  }

  return (
    <section className="profile__section" aria-labelledby="email-notifications">
      <h2 id="email-notifications">Email notifications</h2>
      {preferences.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : preferences.isError ? (
        <p role="alert">Your email choices could not be loaded: {preferences.error.message}</p>
      ) : (
        <fieldset className="email-notifications" disabled={save.isPending}>
          <legend>Send me an email about</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="email-notifications__choice">
              <input
                type="checkbox"
                checked={chosen.has(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
              />{' '}
              {NOTIFICATION_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      )}
      {save.isError && <p role="alert">{save.error.message}</p>}
    </section>
  );
}
