import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

interface ModalDialogProps {
  open: boolean;
  /** The dialog's heading, which names it. */
  title: string;
  /** The reader dismissed it (Esc): the owner sets `open` to false. */
  onDismiss: () => void;
  /** Rendered while open only, so each opening starts afresh (an empty form). */
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() puts it above the page, makes the rest
 * of the page inert, and Esc dismisses it. On top of that, for the keyboard (issue 19): focus
 * moves to its first control when it opens, Tab and Shift+Tab go round inside it (the browser
 * would let focus out into its own toolbar), and closing gives focus back to what had it
 * before, the button that opened it.
 */
export function ModalDialog({ open, title, onDismiss, children, className }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The close event comes a moment after close(): by then `open` may already be false.
  const isOpen = useRef(open);

  useEffect(() => {
    isOpen.current = open;
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
      // Esc closes the dialog natively; the owner's state follows.
      onClose={() => {
        if (isOpen.current) onDismiss();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DialogFormEndProps {
  /** Why the last submit failed (the form's own check or the server's message), if it did. */
  problem: string | null;
  submitLabel: string;
  submitClassName: string;
  pending: boolean;
  onCancel: () => void;
  cancelRef?: Ref<HTMLButtonElement>;
}

/** The end of a dialog's form: its error, then Submit and Cancel. */
export function DialogFormEnd({
  problem,
  submitLabel,
  submitClassName,
  pending,
  onCancel,
  cancelRef,
}: DialogFormEndProps) {
  return (
    <>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="form-actions">
        {/* Not disabled while it runs: a focused control that is disabled drops focus. */}
        <button
          type="submit"
          className={`btn ${submitClassName}`}
          aria-disabled={pending || undefined}
        >
          {submitLabel}
        </button>
        <button ref={cancelRef} type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
