import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineText } from './InlineText';

describe('InlineText (comments)', () => {
  it('shows `code` spans and http(s) links, and everything else as text', () => {
    const { container } = render(
      <InlineText text="Try `git reset --soft` (see [the docs](https://git-scm.com/docs)) <b>x</b>" />,
    );
    expect(container.querySelector('code')?.textContent).toBe('git reset --soft');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://git-scm.com/docs');
    expect(link?.getAttribute('rel')).toContain('nofollow');
    expect(link?.textContent).toBe('the docs');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>x</b>');
  });

  it('leaves links to anything but http(s) as plain text', () => {
    const { container } = render(
      <InlineText text="[click](javascript:alert(1)) [x](data:text/html,y)" />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('[click](javascript:alert(1)) [x](data:text/html,y)');
  });
});
