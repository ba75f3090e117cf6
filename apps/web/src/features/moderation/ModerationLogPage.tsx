import { MESSAGES, MODERATION_MESSAGES } from '@stackhive/shared';
import { isApiError } from '../../api/client';
import { ListEnd } from '../../components/ListEnd';
import { useSession } from '../../session/useSession';
import { useModerationLog } from './api/get-moderation-log';
import { LogEntry } from './components/LogEntry';

/**
 * /moderation/log (issue 34): every action of moderators and admins, newest first, for them
 * alone. The server decides who may read it (a role given or taken since sign-in counts at
 * once); its refusal is said in the page.
 */
export function ModerationLogPage() {
  const { currentUser } = useSession();
  const log = useModerationLog(currentUser !== null);

  return (
    <div className="moderation-log-page">
      <h1>Moderation log</h1>
      <p className="page-intro">
        What moderators and admins did, newest first. Entries are never changed or removed.
      </p>
      {currentUser === null ? (
        <p role="alert">{MODERATION_MESSAGES.moderatorsOnly}</p>
      ) : log.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : log.isLoadingError ? (
        <p role="alert">
          {isApiError(log.error, 403)
            ? log.error.message
            : `The moderation log could not be loaded: ${log.error.message}`}
        </p>
      ) : (
        <>
          <p className="question-list__count">
            {log.data.pages[0]!.total} {log.data.pages[0]!.total === 1 ? 'entry' : 'entries'}
          </p>
          {log.data.pages[0]!.items.length > 0 && (
            <ol className="moderation-log">
              {log.data.pages
                .flatMap((page) => page.items)
                .map((entry) => (
                  <LogEntry key={entry._id} entry={entry} />
                ))}
            </ol>
          )}
          <ListEnd query={log} noun="entries" whole="the moderation log" />
        </>
      )}
    </div>
  );
}
