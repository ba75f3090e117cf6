import { useEffect, useState } from 'react';
import { loadHighlighter } from './highlighter';

/** Longer code is shown plain: auto-detecting the language of a huge block would stall the page. */
const MAX_HIGHLIGHT_CHARS = 20_000;

interface CodeBlockProps {
  code: string;
  /** From the fence's info string (```js); unknown names fall back to auto-detection. */
  language?: string | undefined;
}

interface Highlighted {
  code: string;
  language: string | undefined;
  html: string;
}

/**
 * A fenced code block. It renders as plain text at once, then highlight.js is imported
 * lazily and swaps in highlighted markup. highlight.js escapes the code it marks up, so its
 * output contains only its own <span class="hljs-..."> elements.
 */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);

  useEffect(() => {
    if (code.length > MAX_HIGHLIGHT_CHARS) return;
    let cancelled = false;
    loadHighlighter()
      .then((hljs) => {
        if (cancelled) return;
        const known = language !== undefined && hljs.getLanguage(language) !== undefined;
        const result = known
          ? hljs.highlight(code, { language, ignoreIllegals: true })
          : hljs.highlightAuto(code);
        setHighlighted({ code, language, html: result.value });
      })
      .catch((error: unknown) => {
        // Highlighting is decoration: the plain code stays on screen.
        console.warn('Syntax highlighting is unavailable', error);
      });
    return () => {
      cancelled = true;
    };
  }, [code, language]);

  const className = ['hljs', language && `language-${language}`].filter(Boolean).join(' ');
  const current =
    highlighted && highlighted.code === code && highlighted.language === language
      ? highlighted.html
      : null;
  return (
    <pre className="code-block">
      {current === null ? (
        <code className={className}>{code}</code>
      ) : (
        <code className={className} dangerouslySetInnerHTML={{ __html: current }} />
      )}
    </pre>
  );
}
