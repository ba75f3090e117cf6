import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { safeUrl } from './MarkdownRenderer';

/** Renders and waits for the lazily loaded renderer to replace the plain-text fallback. */
async function renderMarkdown(source: string) {
  const { container } = render(<Markdown>{source}</Markdown>);
  await waitFor(() => expect(container.querySelector('.markdown--plain')).toBeNull());
  return container;
}

describe('Markdown', () => {
  it('renders emphasis, strong text and inline code', async () => {
    const container = await renderMarkdown('Some *soft* and **bold** words with `code()`.');
    expect(container.querySelector('em')).toHaveTextContent('soft');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('code')).toHaveTextContent('code()');
  });

  it('does not turn raw HTML into elements', async () => {
    const container = await renderMarkdown(
      'Hi <script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n<b onclick="x()">bold?</b>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: and data: links but keeps their text', async () => {
    const container = await renderMarkdown(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](data:text/html;base64,PHNjcmlwdD4=) [four](javascript&#58;alert(1))',
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    for (const text of ['one', 'two', 'three', 'four']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('keeps http, https, mailto and relative links with rel nofollow', async () => {
    await renderMarkdown(
      '[site](http://example.com/a) [secure](https://example.com) [mail](mailto:a@b.dev) [local](/Tags)',
    );
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'http://example.com/a');
    expect(site).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'secure' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.dev');
    const local = screen.getByRole('link', { name: 'local' });
    expect(local).toHaveAttribute('href', '/Tags');
    expect(local).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('shows same-origin images, links external ones and drops data: images', async () => {
    const container = await renderMarkdown(
      '![mine](/media/cat.png) ![theirs](https://img.example.com/dog.png) ![bad](data:image/png;base64,AAAA)',
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/media/cat.png');
    expect(images[0]).toHaveAttribute('alt', 'mine');
    expect(screen.getByRole('link', { name: /theirs/ })).toHaveAttribute(
      'href',
      'https://img.example.com/dog.png',
    );
    expect(screen.getByText('bad')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('data:');
  });

  it('highlights fenced code once highlight.js has loaded, keeping it escaped', async () => {
    const container = await renderMarkdown('```js\nconst x = "<b>not bold</b>";\n```');
    const code = container.querySelector('pre code');
    expect(code).toHaveClass('language-js');
    expect(code).toHaveTextContent('const x = "<b>not bold</b>";');
    await waitFor(() => expect(container.querySelector('.hljs-keyword')).not.toBeNull());
    expect(container.querySelector('pre b')).toBeNull();
    expect(container.querySelector('pre code')).toHaveTextContent('const x = "<b>not bold</b>";');
  });
});

describe('safeUrl', () => {
  it('allows only http, https, mailto and relative URLs', () => {
    expect(safeUrl('https://a.dev')).toBe('https://a.dev');
    expect(safeUrl('HTTP://a.dev')).toBe('HTTP://a.dev');
    expect(safeUrl('mailto:x@y.dev')).toBe('mailto:x@y.dev');
    expect(safeUrl('/Questions/1?a=b:c')).toBe('/Questions/1?a=b:c');
    expect(safeUrl('#top')).toBe('#top');
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('vbscript:x')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('ftp://a.dev')).toBeNull();
    expect(safeUrl('mailto:x@y.dev', ['http', 'https'])).toBeNull();
  });
});
