import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { useSession } from '../../session/useSession';
import { NewPostForm } from './components/NewPostForm';

/**
 * /NewPost (spec 2). Spec 5: a visitor is alerted 'login or signup to ask a question' and
 * sent to /Auth, checked once on arrival.
 */
export function NewPostPage() {
  const { profile } = useSession();
  const navigate = useNavigate();
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
    <div className="new-post">
      <h1>Create a Post</h1>
      <NewPostForm />
    </div>
  );
}
