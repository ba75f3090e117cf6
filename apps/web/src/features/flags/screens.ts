/**
 * The flags feature's pages (issue 34), in one chunk the router loads on demand: the review
 * queue at /review/flags and your own flags at /flags. The flag dialog itself is shared UI
 * (components/FlagDialog.tsx): the question page and the community open it.
 */
export { FlagQueuePage } from './FlagQueuePage';
export { MyFlagsPage } from './MyFlagsPage';
