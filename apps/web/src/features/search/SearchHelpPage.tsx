import { Link } from 'react-router';
import { SEARCH_RANK_WINDOW, SEARCH_SYNTAX_HELP } from '@stackhive/shared';
import { paths } from '../../config/paths';

/** An example that can be tried: its first form, as a search. */
const exampleOf = (syntax: string) => syntax.split(/\s{2,}/)[0] ?? syntax;

/**
 * What the search box understands (issue 32), linked from every results page. The table is
 * the shared one the server's parser is documented by, so the two cannot drift apart.
 */
export function SearchHelpPage() {
  return (
    <article className="search-help">
      <h1>How to search</h1>
      <p>
        Type words to find questions and posts holding all of them. Combine them with phrases, tags
        and operators; anything else is searched as written (<code>std::vector</code>,{' '}
        <code>c#</code>). Users are found by their name, tags by theirs.
      </p>
      <table className="search-help__table">
        <caption>Search syntax, with an example to try</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">To find</th>
          </tr>
        </thead>
        <tbody>
          {SEARCH_SYNTAX_HELP.map(({ syntax, meaning }) => (
            <tr key={syntax}>
              <th scope="row">
                <Link to={paths.search.getHref(exampleOf(syntax))}>
                  <code>{syntax}</code>
                </Link>
              </th>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Results come by relevance: of the newest {SEARCH_RANK_WINDOW} matches, a title that is the
        query first, then titles holding every word, then the best text matches (the title counts
        most), with votes and an accepted answer deciding ties; older matches follow, newest first.
        The results page can sort them by newest or by votes instead.
      </p>
    </article>
  );
}
