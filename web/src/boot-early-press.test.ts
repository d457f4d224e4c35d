/**
 * A served page's theme switch works before any script (CSS flips the theme while it is checked). A
 * press that comes before the page's script (boot.ts) has arrived, most often the very press that
 * asked for it, is kept when the script arrives: on <html>, and remembered for the next page.
 */
import { HAND_OVER } from '@portfolio/model';

// boot.ts starts the app on the first interaction; no app here.
vi.mock('./main', () => ({}));

describe('a theme switch pressed before the page script arrived', () => {
  it('is kept as the visitor’s choice when the script arrives', async () => {
    // A dark site's served header, its switch pressed: the page shows the light theme by CSS alone.
    const root = document.documentElement;
    root.classList.add('dark');
    document.body.innerHTML = `<header class="${HAND_OVER.siteHeaderClass}"><input type="checkbox" class="${HAND_OVER.themeSwitchClass}" aria-label="Switch to light theme" checked></header>`;

    await import('./boot');

    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem(HAND_OVER.themeStorageKey)).toBe('light');
    const toggle = document.querySelector('input') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle).toHaveAccessibleName('Switch to dark theme');
  });
});
