import { useEffect, useRef } from 'react';
import { focusWhenShown } from './focus-when-shown';

/** How long a panel's code (a lazy form) may take to arrive before focus stops waiting. */
const WAIT_FOR_PANEL_MS = 2000;
const FIELD = 'textarea, input:not([type="hidden"]), select, button';

/**
 * Focus for a control that swaps itself for a form in place ('Add a comment', 'Edit',
 * 'Edit Profile'), issue 19: opening puts focus in the form's first field, where the reader
 * goes on typing; closing it (done or cancelled) gives focus back to the control, which is
 * back, instead of losing it to the page. Put `trigger` on the control and `panel` on what
 * holds the form.
 */
export function useDisclosureFocus<Trigger extends HTMLElement, Panel extends HTMLElement>(
  open: boolean,
) {
  const trigger = useRef<Trigger>(null);
  const panel = useRef<Panel>(null);
  const shown = useRef(open);
  useEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    if (!open) {
      trigger.current?.focus();
      return;
    }
    return focusWhenShown(() => panel.current?.querySelector<HTMLElement>(FIELD), {
      waitMs: WAIT_FOR_PANEL_MS,
    });
  }, [open]);
  return { trigger, panel };
}
