import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type NewPostBody, type Post } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * POST /api/community/new-post {postTitle, postBody, postContent, userPosted, userId} → the
 * post. A 400 says MESSAGES.enterPostTitle or MESSAGES.postNeedsContent.
 */
export function createPost(body: NewPostBody): Promise<Post> {
  return api.post('/community/new-post', body, { schema: postSchema });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.posts.detail(post._id), post);
      return queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    },
  });
}
