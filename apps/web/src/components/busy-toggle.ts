/**
 * The props of a toggle button (vote, accept, save, like, follow) while its request runs.
 * It is not `disabled`: a focused button that becomes disabled drops keyboard focus to the
 * page, so whoever pressed it with Enter or Space would have to find their place again. It
 * stays focusable, says it is unavailable (aria-disabled), and ignores presses meanwhile.
 */
export function busyToggle(busy: boolean, onClick: () => void) {
  return { 'aria-disabled': busy || undefined, onClick: busy ? undefined : onClick };
}
