import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useMyTeams } from '../api/teams';
import { paths } from '../config/paths';

/**
 * The navbar's team switcher (issue 33): a button that shows the signed-in user's teams, each
 * linking to its space, then /teams. A disclosure of links rather than an ARIA menu, so Tab
 * walks the links as anywhere else; the arrow keys move between them too, Escape closes it
 * and gives focus back to the button, and so does leaving it. Loaded for signed-in users only.
 */
export function TeamSwitcher({ userId }: { userId: string }) {
  const teams = useMyTeams(userId);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Where focus goes once the list is shown (opened by an arrow key): its first or last link.
  const focusOnOpen = useRef<number | null>(null);
  const listId = useId();
  const links = (teams.data?.items ?? []).map((team) => ({
    to: paths.team.getHref(team.slug),
    label: team.name,
  }));
  links.push({ to: paths.teams.getHref(), label: links.length ? 'All teams' : 'Create a team' });

  const linkElements = () => [...(list.current?.querySelectorAll('a') ?? [])];

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    linkElements().at(focusOnOpen.current)?.focus();
    focusOnOpen.current = null;
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    if (!open) {
      focusOnOpen.current = step === 1 ? 0 : -1;
      setOpen(true);
      return;
    }
    const items = linkElements();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    // From the button, down is the first link and up the last; then round and round.
    const next = at < 0 ? (step === 1 ? 0 : items.length - 1) : at + step;
    items.at(next % items.length)?.focus();
  }

  // Focus leaving the switcher (Tab past its last link, a click elsewhere) closes it.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <div className="team-switcher" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={button}
        type="button"
        className="team-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Teams <span aria-hidden="true">▾</span>
      </button>
      <ul
        ref={list}
        id={listId}
        className="team-switcher__list"
        aria-label="Your teams"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close(false);
        }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="team-switcher__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
