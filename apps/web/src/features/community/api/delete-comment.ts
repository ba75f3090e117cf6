import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type Post } from '@stackhive/shared';
import { api } from '../../../api/client';
import { postChanged } from './post-changed';

interface DeleteCommentBody {
  commentId: string;
  /** The old count minus 1 as the spec sends it; the server ignores it. */
  noOfComments: number;
}

/** PATCH /api/comment/delete/:id {commentId, noOfComments} (the comment's author) → the post. */
export function deleteComment(postId: string, body: DeleteCommentBody): Promise<Post> {
  return api.patch(`/comment/delete/${encodeURIComponent(postId)}`, body, {
    schema: postSchema,
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, ...body }: DeleteCommentBody & { postId: string }) =>
      deleteComment(postId, body),
    onSuccess: (post) => postChanged(queryClient, post),
  });
}
