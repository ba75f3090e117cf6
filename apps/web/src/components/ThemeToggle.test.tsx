import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT, THEME_COOKIE } from '@stackhive/shared';
import { PROFILE_KEY } from '../session/storage';
import { ThemeToggle } from './ThemeToggle';

const root = document.documentElement;

/** Runs the boot script of <head> as a page load would. */
function bootTheme(): void {
  root.removeAttribute('data-theme');
  new Function(THEME_BOOT_SCRIPT)();
}

describe('ThemeToggle', () => {
  afterEach(() => {
    document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0`;
    root.removeAttribute('data-theme');
  });

  it('follows the system until a theme is chosen, and keeps the choice for the next page', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const select = screen.getByRole('combobox', { name: 'Colour theme' });
    expect(select).toHaveValue('system');
    expect(root).not.toHaveAttribute('data-theme');

    await user.selectOptions(select, 'Dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`);
    // The next page: the boot script sets the theme before anything is drawn.
    bootTheme();
    expect(root).toHaveAttribute('data-theme', 'dark');

    await user.selectOptions(select, 'Light');
    bootTheme();
    expect(root).toHaveAttribute('data-theme', 'light');

    await user.selectOptions(select, 'System');
    expect(root).not.toHaveAttribute('data-theme');
    expect(document.cookie).not.toContain(THEME_COOKIE);
    bootTheme();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('survives the logout that clears localStorage (spec 4), and ignores a forged value', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour theme' }), 'Dark');
    localStorage.clear();
    bootTheme();
    expect(root).toHaveAttribute('data-theme', 'dark');

    document.cookie = `${THEME_COOKIE}=%22%3E%3Cscript%3E; Path=/`;
    bootTheme();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('marks a page loaded with a stored session, before anything is drawn (issue 33)', () => {
    bootTheme();
    expect(root).not.toHaveAttribute('data-session');
    localStorage.setItem(PROFILE_KEY, JSON.stringify({ token: 't', result: {} }));
    bootTheme();
    expect(root).toHaveAttribute('data-session', '');
    root.removeAttribute('data-session');
  });
});
