/** How long to wait for the Clipboard API before giving up (it can stall on a permission prompt). */
const CLIPBOARD_TIMEOUT_MS = 1000;

/**
 * Copies `text`, using the Clipboard API where available and a hidden textarea with
 * execCommand('copy') otherwise. Resolves to whether copying worked; never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await Promise.race([
        navigator.clipboard.writeText(text),
        new Promise((_, reject) =>
          window.setTimeout(() => reject(new Error('clipboard timeout')), CLIPBOARD_TIMEOUT_MS),
        ),
      ]);
      return true;
    } catch {
      // Denied, insecure context or no focus: try the old way.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  try {
    textarea.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (active instanceof HTMLElement) active.focus();
  }
}
