import { useContext, type ComponentProps, type MouseEvent } from 'react';
import { AppNavigationContext } from '../session/navigation';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An absolute path of the app (from config/paths). */
  to: string;
};

/** A click the browser should handle itself: another button, a modifier, another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return (
    button !== 0 || metaKey || altKey || ctrlKey || shiftKey || (!!target && target !== '_self')
  );
}

/**
 * A link to a path of the app that navigates in place, as React Router's Link does for an
 * absolute path, for the links repeated down long pages (authors, tags, comments, rows): a
 * question page of 30 answers renders a hundred of them, on the server too, and Link's
 * resolving of relative paths is most of what they cost.
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  // Outside the app's session (never in the app itself) it is a plain link.
  const navigateTo = useContext(AppNavigationContext);
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!navigateTo || event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </a>
  );
}
