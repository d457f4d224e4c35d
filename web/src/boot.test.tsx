/**
 * The served page's own script (boot.ts) and the app share the theme switch while the app hydrates:
 * boot.ts handles the switch until the whole page has hydrated, but the header hydrates first and
 * React already answers its switch. A press in between must change the theme once, not twice.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';
import './boot';

// boot.ts starts the app on the first interaction; here the app is rendered by the test instead.
vi.mock('./main', () => ({}));

describe('the theme switch while the app hydrates', () => {
  it('changes the theme once when both the page script and the app answer the press', async () => {
    // As index.html's inline script leaves a served page of a dark site.
    document.documentElement.classList.add('dark');
    renderApp();
    await userEvent.click((await screen.findAllByRole('checkbox', { name: 'Switch to light theme' }))[0]!);
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect((await screen.findAllByRole('checkbox', { name: 'Switch to dark theme' })).length).toBeGreaterThan(0);
  });
});
