import { useSiteInfo } from '../api/site';
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
  const base = (publicUrl || window.location.origin).replace(/\/+$/, '');
  return `${base}${path}`;
}

/** Share (spec 2): copies the page URL and alerts 'Copied url: ...', even if copying failed. */
export function ShareButton({ path, label, className = 'link-button' }: ShareButtonProps) {
  const site = useSiteInfo();

  async function share() {
    const url = shareUrl(path, site.data?.publicUrl);
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
