import { useNavigate } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';

interface AskQuestionButtonProps {
  label?: string;
  /**
   * What a visitor is told before going to /Auth. The list and Home use MESSAGES.loginToAsk;
   * the tag, question and search pages use MESSAGES.loginToAskCapital (spec 5).
   */
  loginMessage?: string;
  className?: string;
  /** Ask in this team (issue 33; its URL name) instead of in public. */
  team?: string;
}

/** 'Ask Questions' with the login check of spec 2: signed in → /AskQuestion, else → /Auth. */
export function AskQuestionButton({
  label = 'Ask Questions',
  loginMessage = MESSAGES.loginToAsk,
  className = 'btn btn--primary',
  team,
}: AskQuestionButtonProps) {
  const { profile } = useSession();
  const navigate = useNavigate();

  function ask() {
    if (profile) {
      void navigate(paths.askQuestion.getHref(team));
      return;
    }
    window.alert(loginMessage);
    void navigate(paths.auth.getHref());
  }

  return (
    <button type="button" className={className} onClick={ask}>
      {label}
    </button>
  );
}
