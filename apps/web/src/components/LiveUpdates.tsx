import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveChange } from '@stackhive/shared';
import { queryKeys } from '../api/query-keys';
import { useLiveEvents } from './useLiveEvents';

/**
 * Live pages (issue 18): while a question or a post is open, another reader's answer, vote,
 * accept, comment or like refetches it (through the response cache), without a reload; a
 * screen reader hears that a new answer arrived. The reader's own writes already put their
 * result in the cache, so the refetch changes nothing on their screen. Loaded with
 * lazyComponent: the stream's code stays out of the page's first load.
 */
export function LiveUpdates({ kind, id }: { kind: 'question' | 'post'; id: string }) {
  const queryClient = useQueryClient();
  const [heard, setHeard] = useState('');
  useLiveEvents([`${kind}:${id}`], (_event, data) => {
    const keys =
      kind === 'question'
        ? [queryKeys.questions.detail(id)]
        : [queryKeys.posts.detail(id), ['posts', 'comments', id]];
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    if ((data as LiveChange).change === 'answer') setHeard('A new answer was posted.');
  });
  return (
    <p className="visually-hidden" role="status">
      {heard}
    </p>
  );
}
