// What other features use of the community (issue 34: flags on posts and their comments).
export { flagPost, unflagPost } from './flag-posts.js';
export { deleteComment } from './comments.service.js';
