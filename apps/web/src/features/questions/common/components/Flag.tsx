import { lazy, Suspense } from 'react';
import type { FlagTarget } from '@stackhive/shared';
import { useSession } from '../../../../session/useSession';

// Flagging (issue 34) is for signed-in users: its button and dialog load for them alone, out
// of the question page's first load (the bundle budget, scripts/bundle-budget.mjs).
const FlagButton = lazy(() =>
  import('../../../../components/FlagButton').then((module) => ({ default: module.FlagButton })),
);

/**
 * "Flag" on a question, an answer or a comment that is not the signed-in reader's own. A
 * server-rendered page is rendered signed out, so the server never meets the lazy button.
 */
export function Flag(props: {
  target: FlagTarget;
  id: string;
  ownerId: string;
  className?: string;
}) {
  return useSession().profile ? (
    <Suspense fallback={null}>
      <FlagButton {...props} />
    </Suspense>
  ) : null;
}
