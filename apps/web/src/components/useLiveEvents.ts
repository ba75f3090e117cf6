import { useEffect, useRef } from 'react';
import { liveStream, type LiveListener } from '../api/live-stream';

/**
 * Follows `topics` (a page's `question:{id}` / `post:{id}`, or USER_TOPIC for the signed-in
 * user's notifications) while the component is mounted, handing their events to `onEvent`
 * (the latest one given: no resubscription on each render). Used by LiveUpdates and the bell,
 * both loaded on demand: the stream's code is never in a page's first load.
 */
export function useLiveEvents(topics: readonly string[], onEvent: LiveListener): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = topics.join(',');
  useEffect(() => {
    if (!key) return;
    const release = [
      liveStream.listen((event, data) => handler.current(event, data)),
      ...key.split(',').map((topic) => liveStream.retain(topic)),
    ];
    return () => {
      for (const undo of release) undo();
    };
  }, [key]);
}
