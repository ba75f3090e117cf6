import { useQueryClient } from '@tanstack/react-query';
import { absoluteUrl } from '@stackhive/shared';
import { siteInfoQuery } from '../api/site';
import { copyText } from './clipboard';

interface ShareButtonProps {
  /** The app path to share, e.g. paths.question.getHref(id). */
  path: string;
  /** An accessible name when 'Share' alone is ambiguous, e.g. 'Share answer'. */
  label?: string;
  className?: string;
}

/** The share-link base: PUBLIC_URL from GET /api/site, or this page's origin (DECISIONS 17). */
export function shareUrl(path: string, publicUrl: string | null | undefined): string {
  return absoluteUrl(publicUrl || window.location.origin, path);
}

/** Share (spec 2): copies the page URL and alerts 'Copied url: ...', even if copying failed. */
export function ShareButton({ path, label, className = 'link-button' }: ShareButtonProps) {
  const queryClient = useQueryClient();

  // The site's info is read when sharing, not watched by every button of a page (a question
  // page has one per answer): usually already cached, else one request before the copy.
  async function share() {
    const site = await queryClient.fetchQuery(siteInfoQuery).catch(() => undefined);
    const url = shareUrl(path, site?.publicUrl);
    const copied = await copyText(url);
    if (!copied) console.warn('Could not copy to the clipboard:', url);
    window.alert(`Copied url: ${url}`);
  }

  return (
    <button type="button" className={className} aria-label={label} onClick={() => void share()}>
      Share
    </button>
  );
}
