import { REPUTATION } from '@stackhive/shared';

/** Migration 021's SQL spelling of a vote's event on the post's owner, for both engines. */
export const R = REPUTATION;
/** The SQL name of a vote value's event on the post's owner. */
export const ownerKind = (value: string) =>
  `case when ${value} > 0 then 'upvote' else 'downvote' end`;
export const ownerAmount = (value: string) =>
  `case when ${value} > 0 then ${R.upvoted} else ${R.downvoted} end`;
