import { useLocation } from 'react-router';

/** What a navigation may carry for the next screen to announce (`navigate(to, { state })`). */
export interface NoticeState {
  notice: string;
}

/** `navigate` state that shows `notice` on the next screen (see PageNotice). */
export const withNotice = (notice: string): { state: NoticeState } => ({ state: { notice } });

/**
 * A success message carried to the next screen, e.g. after a password reset the home page
 * says the password was changed: announced politely (role=status) instead of a blocking
 * alert the spec does not show. It belongs to that one history entry, so it is gone on the
 * next navigation.
 */
export function PageNotice() {
  const notice = (useLocation().state as Partial<NoticeState> | null)?.notice;
  if (typeof notice !== 'string' || !notice) return null;
  return (
    <p role="status" className="page-notice">
      {notice}
    </p>
  );
}
