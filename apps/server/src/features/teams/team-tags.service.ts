import { TEAM_MESSAGES, type Page, type PageQuery, type TeamTag } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { notFound } from '../../core/errors.js';
import { decodeCursor, toPage } from '../../lib/cursor.js';
import * as tags from './team-tags.repository.js';
import { membershipOf } from './teams.service.js';

const isNamePosition = (value: unknown): value is { name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string';

const present = (row: tags.TeamTagRow): TeamTag => ({
  name: row.name,
  description: row.description,
  questions: Number(row.questions),
});

/** The team's own tags, by name (issue 33): its members only. */
export async function teamTags(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  query: PageQuery,
): Promise<Page<TeamTag>> {
  const team = await membershipOf(deps, actor, slug);
  const after = decodeCursor(query.cursor, isNamePosition)?.name;
  const [rows, total] = await Promise.all([
    tags.teamTagsPage(deps.db, team.id, query.limit + 1, after),
    tags.countTeamTags(deps.db, team.id),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => page.map(present),
    (last) => ({ name: last.name }),
  );
}

/** Any member describes one of the team's tags. */
export async function describeTag(
  deps: AppDeps,
  actor: AuthUser,
  params: { slug: string; name: string },
  description: string,
): Promise<TeamTag> {
  const team = await membershipOf(deps, actor, params.slug);
  if (!(await tags.describeTeamTag(deps.db, team.id, params.name, description)))
    throw notFound(TEAM_MESSAGES.teamTagNotFound);
  const [row] = await tags.teamTagsPage(deps.db, team.id, 1, undefined, params.name);
  return present(row!);
}
