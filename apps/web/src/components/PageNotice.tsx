import { useLocation } from 'react-router';

/** What a navigation may carry for the next screen to announce (`navigate(to, { state })`). */
export interface NoticeState {
  notice: string;
}

/** `navigate` state that shows `notice` on the next screen (see PageNotice). */
export const withNotice = (notice: string): { state: NoticeState } => ({ state: { notice } });

const noticeOf = (state: unknown): string | null =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<NoticeState>).notice === 'string'
    ? (state as NoticeState).notice
    : null;

/**
 * A success message carried to the next screen, e.g. after a password reset the home page
 * says the password was changed: announced politely (role=status) instead of a blocking
 * alert the spec does not show. It belongs to that one history entry, so it is gone on the
 * next navigation.
 */
export function PageNotice() {
  const notice = noticeOf(useLocation().state);
  if (!notice) return null;
  return (
    <p role="status" className="page-notice">
      {notice}
    </p>
  );
}
