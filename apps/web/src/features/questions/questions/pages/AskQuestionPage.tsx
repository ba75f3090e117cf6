import { MESSAGES } from '@stackhive/shared';
import { useRequireSignIn } from '../../../../session/useRequireSignIn';
import { AskQuestionForm } from '../components/AskQuestionForm';

/** /AskQuestion (spec 2). A visitor who opens it directly is alerted and sent to /Auth. */
export function AskQuestionPage() {
  const signedIn = useRequireSignIn(MESSAGES.loginToAsk);
  if (!signedIn) return null;
  return (
    <div className="ask-question">
      <h1>Ask a public Question</h1>
      <AskQuestionForm />
    </div>
  );
}
