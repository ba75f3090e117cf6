import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type Post, type PostCommentBody } from '@stackhive/shared';
import { api } from '../../../api/client';
import { postChanged } from './post-changed';

/**
 * PATCH /api/comment/post/:id {noOfComments, commentBody, userCommented, userId} → the
 * updated post. `noOfComments` is the old count plus 1 as the spec sends it (ignored).
 */
export function postComment(postId: string, body: PostCommentBody): Promise<Post> {
  return api.patch(`/comment/post/${encodeURIComponent(postId)}`, body, { schema: postSchema });
}

export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, ...body }: PostCommentBody & { postId: string }) =>
      postComment(postId, body),
    onSuccess: (post) => postChanged(queryClient, post),
  });
}
