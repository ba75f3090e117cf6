import { MESSAGES } from '@stackhive/shared';
import { useRequireSignIn } from '../../session/useRequireSignIn';
import { NewPostForm } from './components/NewPostForm';

/**
 * /NewPost (spec 2). Spec 5: a visitor is alerted 'login or signup to ask a question' and
 * sent to /Auth, checked once on arrival.
 */
export function NewPostPage() {
  const signedIn = useRequireSignIn(MESSAGES.loginToAsk);
  if (!signedIn) return null;
  return (
    <div className="new-post">
      <h1>Create a Post</h1>
      <NewPostForm />
    </div>
  );
}
