import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { matchedParams, matchPublicPage } from './match';
import { canonicalPathOf } from './public-page';

// Found by a newcomer (issue 32): the search page's title showed "undo%20commit" and its
// canonical URL was encoded twice, because matchPath leaves params encoded.
describe('matchPublicPage', () => {
  it('gives a route its params as the text they encode', () => {
    expect(matchPublicPage('/search/undo%20commit')?.params).toEqual({ id: 'undo commit' });
    expect(matchPublicPage('/Search/c%2B%2B')?.params).toEqual({ id: 'c++' });
    // A lone "%" is no escape: kept as written.
    expect(matchedParams(paths.search.path, '/search/100%')).toEqual({ id: '100%' });
    expect(matchPublicPage('/no/such/page')).toBeNull();
  });

  it('encodes a canonical URL once', () => {
    const matched = matchPublicPage('/search/undo%20commit');
    if (!matched) throw new Error('no match');
    expect(canonicalPathOf(matched.page, matched.params, new URLSearchParams('sort=votes'))).toBe(
      '/search/undo%20commit?sort=votes',
    );
  });
});
