import { lazy, Suspense, useState } from 'react';
import type { FlagTarget } from '@stackhive/shared';
import { useSession } from '../session/useSession';

/** The flag dialog (issue 34), fetched the first time someone opens it. */
const FlagDialog = lazy(() =>
  import('./FlagDialog').then((module) => ({ default: module.FlagDialog })),
);

/**
 * "Flag" on someone else's question, answer or comment (issue 34), for signed-in users: it
 * opens the flag dialog, which gives focus back to it when it closes. Pages load this module
 * on demand, for signed-in readers only (visitors, most first visits, never need it).
 */
export function FlagButton({
  target,
  id,
  ownerId,
  className = 'link-button',
}: {
  target: FlagTarget;
  id: string;
  /** The item's author: nobody flags their own. */
  ownerId: string;
  className?: string;
}) {
  const { profile } = useSession();
  const [open, setOpen] = useState(false);
  if (!profile || profile.result._id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Flag ${target}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Flag
      </button>
      {open && (
        <Suspense fallback={null}>
          <FlagDialog target={target} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
