import { TEAM_MESSAGES, tagListSchema } from '@stackhive/shared';
import { useTeamTags } from '../../../../api/teams';

/** How the question form's tag input takes tags where the catalogue does not decide. */
export interface TagRules {
  accepts: (name: string) => boolean;
  invalidMessage: string;
  hint: string;
  placeholder: string;
  suggest: (text: string, chosen: readonly string[]) => string[];
}

/**
 * A team's question (issue 33) takes any name spelled as a tag, checked by the shared rule the
 * server applies (tagListSchema), and offers the team's own tags as one types. Undefined
 * outside a team (`slug` undefined): the catalogue's rules apply.
 */
export function useTeamTagRules(userId: string, slug: string | undefined): TagRules | undefined {
  const known = useTeamTags(userId, slug ?? '', slug !== undefined).data?.items ?? [];
  if (slug === undefined) return undefined;
  return {
    accepts: (name) => tagListSchema.safeParse([name]).success,
    invalidMessage: TEAM_MESSAGES.teamTagSpelling,
    hint: TEAM_MESSAGES.teamTagsHint,
    placeholder: 'e.g. billing',
    suggest: (text, chosen) =>
      known
        .map((tag) => tag.name)
        .filter((name) => name.startsWith(text) && !chosen.includes(name)),
  };
}
