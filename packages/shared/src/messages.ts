/**
 * User-facing strings. Those the spec quotes are copied exactly, typos included; server,
 * web and tests all read them from here.
 */
export const MESSAGES = {
  // spec 5: login and signup
  enterEmailAndPassword: 'Enter email and password',
  enterName: 'Enter a name to continue',
  signupPleaseWait: 'Please Wait!! \n While we Sign up with your email-id',
  passwordHint:
    'Passwords must contain at least eight characters, including at least 1 letter and 1 number.',
  // spec 5: asking and tags
  loginToAsk: 'login or signup to ask a question',
  loginToAskCapital: 'Login or Signup to ask a question',
  invalidQuestion: 'Invalid question!!! PLease do fill out all the fields...',
  invalidTag: 'Invalid tag. Please select from the available tags.',
  tagsHint: 'Add upto 5 tags',
  // spec 5: answers, comments, follows
  loginToAnswer: 'Login or Signup to answer a question',
  enterAnswer: 'Enter an answer before submitting',
  loginToComment: 'Login or Signup to add a comment',
  enterCommentCard: 'Enter an Comment before submitting',
  enterCommentPage: 'Enter a comment before submitting',
  loginToFollow: 'login or signup to follow a user',
  // ours: the spec leaves the visitor's vote unspecified
  loginToVote: 'Login or Signup to vote on a question',
  // spec 5: posts
  enterPostTitle: 'Enter post TITLE...!!',
  postNeedsContent: 'Post must contain either Body or Content...!!!',
  // spec 5 and 8: verification and reset
  emailMismatch: 'The entered Email-id does not match with the existing user. Please retry.',
  unknownResetEmail: 'The user does not exists!! Please enter the registered email-id.',
  passwordsDiffer: 'Password does not match',
  highTrafficConfirm: 'Error!! Due to High Data Traffic! Please do Confirm Email again',
  highTrafficRetry: 'Error!! Due to High Data Traffic! Please do retry again',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackFailed: 'Oops! Something went wrong.',
  // ours: a visitor on the verification screens (the spec leaves this unspecified)
  loginToVerify: 'Login or Signup to verify your email',
  // spec 2: screens
  unexpectedError: 'Unexpected Application Error!',
  noWatchedTags: 'No watched tags',
  zeroTagsWatched: '0 Tags Watched',
  noBio: 'No Bio Found',
  noPosts: 'No Posts',
  loading: 'Loading...',
  // ours: community screens (the spec leaves these unspecified)
  noPostsFound: 'No posts found',
  loginToLike: 'Login or Signup to like a post',
  loginToReport: 'Login or Signup to report a post',
  loginToSave: 'Login or Signup to save questions and posts',
  loginToEdit: 'Login or Signup to edit your question',
  loginToReview: 'Login or Signup to review suggested edits',
  postReported: 'Thank you. The post has been reported.',
  tooManyMedia: 'A post can hold at most 10 media files.',
  /** Post pressed with files chosen but not uploaded (found by a newcomer: they were dropped). */
  mediaNotUploaded:
    'You chose files but did not upload them: press Upload, or clear the choice, then Post.',
  // spec 2: search
  searchNoQuestions: 'No Questions Found!!!',
  searchNoTags: 'No Tags Found!!!',
  searchNoPosts: 'No Posts Found!!!',
  searchNoUsers: 'No Users Found!!!',
  /** `is:answer` found nothing (issue 32), in the spec's own words for the other tabs. */
  searchNoAnswers: 'No Answers Found!!!',

  // Server messages (ours: the spec leaves server errors unspecified).
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'Invalid email or password.',
  passwordRule: 'Password must be at least 8 characters and contain a letter and a number.',
  unauthenticated: 'Sign in to continue.',
  invalidToken: 'Your session is not valid. Please sign in again.',
  notYours: 'You may only change your own content.',
  userNotFound: 'User not found.',
  cannotFollowSelf: 'You cannot follow yourself.',
  unknownTag: 'Unknown tag: ',
  tooManyWatchedTags: 'You can watch at most 20 tags.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  questionNotFound: 'Question not found.',
  answerNotFound: 'Answer not found.',
  /** Issue 16, close as duplicate. */
  questionClosed: 'This question is closed as a duplicate and does not accept answers.',
  alreadyClosed: 'This question is already closed.',
  notClosed: 'This question is not closed.',
  duplicateOfItself: 'A question cannot be a duplicate of itself.',
  originalNotFound: 'The original question was not found.',
  /** Issue 16, suggested edits. */
  editPending: 'This post already has an edit waiting for review.',
  tooManySuggestions:
    'You have as many suggested edits waiting for review as one may. Suggest more once they are reviewed.',
  editDirectly: 'You can edit this post yourself: no review is needed.',
  suggestOwnPost: 'Edit your own post directly.',
  suggestionUnchanged: 'The suggested edit changes nothing.',
  suggestionSent:
    'Thanks! Your edit is waiting for review; it shows once the author or a reviewer approves it.',
  suggestionNotFound: 'Suggested edit not found.',
  suggestionReviewed: 'This suggested edit has already been reviewed.',
  suggestionStale: 'The post was edited after this edit was suggested, so it can only be rejected.',
  reviewOwnSuggestion: 'You cannot review your own suggested edit.',
  ownQuestionVote: 'You cannot vote on your own question.',
  ownAnswerVote: 'You cannot vote on your own answer.',
  questionDeleted: 'Question deleted.',
  answerDeleted: 'Answer deleted.',
  wrongUserId: 'userId must be your own id.',
  postNotFound: 'Post not found.',
  commentNotFound: 'Comment not found.',
  postDeleted: 'Post deleted.',
  reportOwnPost: 'You cannot report your own post.',
  reportsDismissed: 'Reports dismissed.',
  adminOnly: 'Only an admin may do this.',
  fileRequired: 'file is required: send one file in the multipart field "file".',
  unsupportedMedia:
    'Only images (jpeg, png, gif, webp) and videos (mp4, mov, avi, mkv, webm) can be uploaded.',
  imageTooLarge: 'Images may be at most 10 MB.',
  videoTooLarge: 'Videos may be at most 100 MB.',
  imageTooManyPixels: 'Images may be at most 50 megapixels.',
  uploadTruncated: 'The upload ended before the file did. Please try again.',
  unreadableImage:
    'This image could not be read. Please upload a valid jpeg, png, gif or webp file.',
  notOurMedia: 'postContent may only hold files uploaded to StackHive: ',
  invalidVideo:
    'This video could not be read. Please upload a complete mp4, mov, avi, mkv or webm file.',
  /** `{limit}` is MEDIA_QUOTA_MB: the server fills it in. */
  mediaQuotaExceeded:
    'Your uploads are limited to {limit} MB in all. Delete posts with media you no longer need, or wait for uploads never posted to be removed.',
  serverError: 'Something went wrong on our side. Please try again.',
  otpSent: 'A verification code is on its way. It is valid for 10 minutes.',
  otpWrongUser: 'This is not the signed-in account.',
  otpWait: 'Please wait a minute before asking for another code.',
  otpVerified: 'Your email is verified.',
  otpInvalid: 'That code is not right. Please check it and try again.',
  otpExpired: 'That code has expired or was used up. Please ask for a new one.',
  mailFailed: 'We could not send the mail. Please try again.',
  resetSent: 'We sent a password reset link. It is valid for 30 minutes.',
  resetInvalid: 'This reset link is not valid any more. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please log in.',
  feedbackStored: 'Thank you for your feedback!',
  chatNeedsVerification: 'Verify your email to use the chatbot.',
  /** The chatbot found no community question (issue 32): its reply then ends with chatAskCommunity. */
  chatNothingFound: 'I could not find anything about that on StackHive yet.',
  /** Followed by the ask page's URL; the chat window offers a question draft after it. */
  chatAskCommunity: 'Ask the community and someone will help: ',
  serviceBusy: 'StackHive is busy right now. Please try again in a few seconds.',
  // issue 18: notifications and live pages
  notificationNotFound: 'Notification not found.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link of a recent mail.',
  unsubscribed: 'You will no longer get emails about',
  liveTicketInvalid: 'This stream ticket is not valid any more. Please ask for a new one.',
  tooManyStreams: 'Too many live connections are open. Close a tab and try again.',
  tooManyFollows:
    'You have started following as many new people as you can in one day. Please try again tomorrow.',
  noNotifications: 'No notifications yet.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
