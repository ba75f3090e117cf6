import { useEffect, useState } from 'react';

/** Spec 4 and 9: the reply starts after 550 ms, then one more character every 50 ms. */
export const REVEAL_START_DELAY_MS = 550;
export const REVEAL_CHAR_INTERVAL_MS = 50;

/**
 * How many characters of `text` are shown so far, and whether the typing is still going
 * on. Characters are counted as code points, so an emoji is never cut in half. A reader who
 * asked for reduced motion (issue 19) gets the whole reply at once, after the same delay.
 */
export function useTypedReveal(text: string): { shown: string; typing: boolean } {
  const chars = Array.from(text);
  const total = chars.length;
  const [count, setCount] = useState(0);

  useEffect(() => {
    let interval: number | undefined;
    const start = window.setTimeout(() => {
      if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
        setCount(total);
        return;
      }
      let revealed = 0;
      interval = window.setInterval(() => {
        revealed += 1;
        setCount(revealed);
        if (revealed >= total) window.clearInterval(interval);
      }, REVEAL_CHAR_INTERVAL_MS);
    }, REVEAL_START_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(interval);
    };
  }, [total]);

  return { shown: chars.slice(0, count).join(''), typing: count < total };
}
