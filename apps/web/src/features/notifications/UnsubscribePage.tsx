import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeResultSchema } from '@stackhive/shared';
import { api } from '../../api/client';
import { paths } from '../../config/paths';

type State = { status: 'working' } | { status: 'done' | 'failed'; message: string };

/**
 * Where a notification mail's unsubscribe link lands (issue 18): the page sends the signed
 * link's parameters as the one-click POST, without a login. A GET alone changes nothing, so
 * a mail scanner following the link unsubscribes nobody.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ status: 'working' });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = new URLSearchParams({
      user: params.get('user') ?? '',
      kind: params.get('kind') ?? '',
      signature: params.get('signature') ?? '',
    });
    api.post(`/notifications/unsubscribe?${query}`, {}, { schema: unsubscribeResultSchema }).then(
      (result) => setState({ status: 'done', message: result.message }),
      (error: unknown) => setState({ status: 'failed', message: (error as Error).message }),
    );
  }, [params]);

  return (
    <section className="unsubscribe">
      <h1>Email notifications</h1>
      {state.status === 'working' ? (
        <p role="status">Updating your email preferences…</p>
      ) : (
        <p role={state.status === 'failed' ? 'alert' : 'status'}>{state.message}</p>
      )}
      <p>
        You can choose which notifications you get by email on your profile.{' '}
        <Link to={paths.home.getHref()}>Back to StackHive</Link>
      </p>
    </section>
  );
}
