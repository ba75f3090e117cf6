import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES, LIMITS } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { FormField } from '../../components/FormField';
import { useSession } from '../../session/useSession';
import { useLogin, useSignup } from './api/auth';
import { AuthSidePanel } from './AuthSidePanel';

interface AuthPageProps {
  /** The route flag of spec 2: true means signup, false means login. */
  signup: boolean;
}

/** The one login / sign-up form of spec 2, toggled in place. */
export function AuthPage({ signup: initialSignup }: AuthPageProps) {
  const [isSignup, setIsSignup] = useState(initialSignup);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [optIn, setOptIn] = useState(false);
  const session = useSession();
  const loginMutation = useLogin();
  const signupMutation = useSignup();
  const busy = loginMutation.isPending || signupMutation.isPending;
  const ids = { name: useId(), email: useId(), password: useId(), hint: useId(), optIn: useId() };

  // Validation order and wording are spec 5's; the form is noValidate so these alerts fire.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email && !password) {
      window.alert(MESSAGES.enterEmailAndPassword);
      return;
    }
    if (isSignup) {
      if (!name.trim()) {
        window.alert(MESSAGES.enterName);
        return;
      }
      window.alert(MESSAGES.signupPleaseWait);
      signupMutation.mutate(
        { name: name.trim(), email, password },
        {
          onSuccess: session.login,
          // DECISIONS 22: a failed signup tells the user why.
          onError: (error) => {
            console.error(error);
            window.alert(error.message);
          },
        },
      );
      return;
    }
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: session.login,
        onError: (error) => {
          console.error(error);
          window.alert(error.message);
        },
      },
    );
  }

  return (
    <div className={`auth${isSignup ? ' auth--signup' : ''}`}>
      {isSignup && <AuthSidePanel />}
      <div className="auth__container">
        <h1 className="auth__title">
          {isSignup ? 'Create your StackHive account' : 'Log in to StackHive'}
        </h1>
        <form className="auth__form card" onSubmit={handleSubmit} noValidate>
          {isSignup && (
            <FormField htmlFor={ids.name} label="Display Name">
              <input
                id={ids.name}
                type="text"
                autoComplete="nickname"
                required
                maxLength={LIMITS.name.max}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
          )}
          <FormField htmlFor={ids.email} label="Email">
            <input
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={LIMITS.email.max}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <div className="form-field">
            <div className="form-field__label-row">
              <label htmlFor={ids.password}>Password</label>
              {!isSignup && <Link to={paths.resetVerify.getHref()}>Forgot password?</Link>}
            </div>
            <input
              id={ids.password}
              type="password"
              name="password"
              autoComplete={isSignup ? 'new-password' : 'current-password'}
              required
              maxLength={LIMITS.password.max}
              aria-describedby={isSignup ? ids.hint : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {isSignup && (
              <p id={ids.hint} className="form-hint">
                {MESSAGES.passwordHint}
              </p>
            )}
          </div>
          {isSignup && (
            <div className="form-check">
              <input
                id={ids.optIn}
                type="checkbox"
                checked={optIn}
                onChange={(event) => setOptIn(event.target.checked)}
              />
              <label htmlFor={ids.optIn}>
                Opt-in to receive occasional product updates, user research invitations, company
                announcements, and digests.
              </label>
            </div>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {isSignup ? 'Sign up' : 'Log in'}
          </button>
          {isSignup && (
            <p className="form-hint">
              By clicking “Sign up”, you agree to our terms of service, privacy policy and cookie
              policy.
            </p>
          )}
        </form>
        <p className="auth__switch">
          {isSignup ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => setIsSignup((value) => !value)}
          >
            {isSignup ? 'Log in' : 'Sign up'}
          </button>
        </p>
      </div>
    </div>
  );
}
