import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { useSession } from '../../session/useSession';
import { AskQuestionForm } from './components/AskQuestionForm';

/** /AskQuestion (spec 2). A visitor who opens it directly is alerted and sent to /Auth. */
export function AskQuestionPage() {
  const { profile } = useSession();
  const navigate = useNavigate();
  // Checked once on arrival: logging out here later navigates to / on its own.
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!profile) {
      window.alert(MESSAGES.loginToAsk);
      void navigate(paths.auth.getHref(), { replace: true });
    }
  }, [profile, navigate]);

  if (!profile) return null;
  return (
    <div className="ask-question">
      <h1>Ask a public Question</h1>
      <AskQuestionForm />
    </div>
  );
}
