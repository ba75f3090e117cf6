/**
 * Focuses what `find` answers as soon as it is on the page, looking once a frame for up to
 * `waitMs`: the screen or form it belongs to may still be waiting for its code or data.
 * `wanted` can call the wait off (the reader moved focus meanwhile); `otherwise` runs when
 * nothing turned up in time. Answers a function that cancels the wait.
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  {
    waitMs,
    wanted = () => true,
    otherwise,
  }: { waitMs: number; wanted?: () => boolean; otherwise?: () => void },
): () => void {
  const deadline = performance.now() + waitMs;
  let frame = 0;
  const attempt = () => {
    if (!wanted()) return;
    const target = find();
    if (target) target.focus();
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    else otherwise?.();
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
