import { Suspense, useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';
import { Avatar } from './Avatar';
import { lazyComponent } from './lazy-component';
import { Logo } from './Logo';

const MENU_ID = 'primary-menu';

// Signed-in readers only: their teams and the bell, whose code (and the live stream's) stays
// out of a visitor's first load.
const MemberControls = lazyComponent('MemberControls', () =>
  import('./MemberControls').then((module) => module.MemberControls),
);

// Every reader's, but not needed for the first paint (the boot script in <head> has set the
// theme): loaded on demand, it keeps the question page's first load within its budget.
const ThemeToggle = lazyComponent('ThemeToggle', () =>
  import('./ThemeToggle').then((module) => module.ThemeToggle),
);

const NAV_LINKS = [
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.products.getHref(), label: 'Products' },
  { to: paths.community.getHref(), label: 'Community' },
  { to: paths.questions.getHref(), label: 'Questions' },
  { to: paths.tags.getHref(), label: 'Tags' },
  { to: paths.users.getHref(), label: 'Users' },
];

/** The navigation bar of spec 2. */
export function Navbar() {
  const { profile, currentUser, logout } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [query, setQuery] = useState('');

  // Spec 4: the small-screen menu closes when the page scrolls.
  useEffect(() => {
    if (!menuOpen) return;
    const close = () => setMenuOpen(false);
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [menuOpen]);

  // ... and on any link click inside the menu.
  function handleMenuClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    void navigate(paths.search.getHref(text));
    setQuery('');
    setMenuOpen(false);
  }

  const user = currentUser ?? profile?.result ?? null;

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to={paths.home.getHref()} className="navbar__logo" aria-label="StackHive home">
          <Logo />
        </Link>
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="navbar__toggle-bar" aria-hidden="true" />
          <span className="navbar__toggle-bar" aria-hidden="true" />
          <span className="navbar__toggle-bar" aria-hidden="true" />
        </button>
        <div
          id={MENU_ID}
          className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}
          onClick={handleMenuClick}
        >
          <nav aria-label="Main" className="navbar__links">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className="navbar__link" caseSensitive>
                {link.label}
              </NavLink>
            ))}
          </nav>
          {/* Without JavaScript the browser submits to /search?q=…, which the server sends on to
              the results page; with it, handleSearch navigates there. */}
          <form
            role="search"
            className="navbar__search"
            action="/search"
            method="get"
            onSubmit={handleSearch}
          >
            <label htmlFor="navbar-search" className="visually-hidden">
              Search
            </label>
            <input
              id="navbar-search"
              type="search"
              name="q"
              placeholder="Search..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
          <div className="navbar__account">
            <Suspense fallback={<span className="theme-toggle" aria-hidden="true" />}>
              <ThemeToggle />
            </Suspense>
            {user ? (
              <>
                <Suspense fallback={null}>
                  <MemberControls key={user._id} userId={user._id} />
                </Suspense>
                <Link
                  to={paths.user.getHref(user._id)}
                  className="navbar__avatar"
                  aria-label={`Your profile: ${user.name}`}
                  title={user.name}
                >
                  <Avatar name={user.name} />
                </Link>
                <button type="button" className="btn btn--secondary" onClick={logout}>
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login.getHref()} className="btn btn--secondary">
                  Login
                </Link>
                <Link to={paths.signup.getHref()} className="btn btn--primary">
                  Signup
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
