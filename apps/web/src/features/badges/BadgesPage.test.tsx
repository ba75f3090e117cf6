import { screen, within } from '@testing-library/react';
import { BADGE_IDS, BADGES, type Badge } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes, stubFetch } from '../../test/utils';
import { BadgePage } from './BadgePage';
import { BadgesPage } from './BadgesPage';

const routes = [
  { path: '/badges', element: <BadgesPage /> },
  { path: '/badges/:badge', element: <BadgePage /> },
  { path: '*', element: null },
];

const catalogue: Badge[] = BADGE_IDS.map((id) => ({
  id,
  ...BADGES[id],
  awarded: id === 'teacher' ? 3 : 0,
}));

describe('BadgesPage and BadgePage (issue 16)', () => {
  it('lists every badge with its rule and award count, linking to its page', async () => {
    stubFetch({ 'GET /api/badges': catalogue });
    renderRoutes(routes, '/badges');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(BADGE_IDS.length + 1);
    const teacher = rows.find((row) => row.textContent?.includes('Teacher'))!;
    expect(teacher).toHaveTextContent(BADGES.teacher.rule);
    expect(within(teacher).getByRole('link', { name: '3 times' })).toHaveAttribute(
      'href',
      '/badges/teacher',
    );
    expect(within(teacher).getByRole('link', { name: /Teacher/ })).toHaveTextContent(
      'Teacher (bronze badge)',
    );
  });

  it("lists a badge's most recent holders", async () => {
    stubFetch({
      'GET /api/badges/teacher/holders': page([
        {
          _id: '9',
          badge: 'teacher',
          userId: 'u1',
          userName: 'Ada Lovelace',
          userReputation: 26,
          postId: null,
          awardedOn: new Date().toISOString(),
        },
      ]),
    });
    renderRoutes(routes, '/badges/teacher');
    expect(await screen.findByRole('heading', { name: 'Teacher' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/Users/u1',
    );
    expect(screen.getByText('Awarded 1 time')).toBeInTheDocument();
  });

  it('says so for a badge that does not exist', async () => {
    stubFetch({});
    renderRoutes(routes, '/badges/karma');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no badge “karma”.');
  });
});
