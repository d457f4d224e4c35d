import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';

describe('Header and footer', () => {
  it('links Home, Resume, Projects and Blog, and has Contact and a theme toggle', async () => {
    renderApp({ route: '/resume' });
    // jsdom has no wide screen: the desktop bar is display:none there, so read it regardless.
    await screen.findByRole('banner');
    const nav = document.querySelector<HTMLElement>('header nav[aria-label="Main"]')!;
    for (const [name, href] of [
      ['Home', '/'],
      ['Resume', '/resume'],
      ['Projects', '/projects'],
      ['Blog', '/blog'],
    ] as const) {
      expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Contact', hidden: true })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Switch to light theme' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: /^AM/ })).toHaveAttribute('href', '/');
  });

  it('goes home and to the contact section when Contact is chosen on another page', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { router } = renderApp({ route: '/blog' });
    await user.click(await screen.findByLabelText('Open menu'));
    await user.click(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'contact');
  });

  it('opens the phone menu and closes it when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/' });
    // The menu is a <details>: it opens and closes without script; the app keeps its label in step.
    await user.click(await screen.findByLabelText('Open menu'));
    const menu = document.getElementById('mobile-menu')!;
    const details = menu.closest('details')!;
    await waitFor(() => expect(details.open).toBe(true));
    expect(screen.getByLabelText('Close menu')).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    await waitFor(() => expect(details.open).toBe(false));
  });

  it('toggles the theme and remembers it under the key theme', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    const toggle = (await screen.findAllByRole('checkbox', { name: 'Switch to light theme' }))[0]!;
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    // The class holds the choice: the switch is unchecked again (a checked one would flip the theme once more).
    expect(toggle).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: 'Switch to dark theme' }).length).toBeGreaterThan(0);
  });

  it('shows the contact e-mail, GitHub and LinkedIn in the footer, and its quick links', async () => {
    renderApp({ route: '/projects' });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: /alex.morgan@example.com/ })).toHaveAttribute(
        'href',
        'mailto:alex.morgan@example.com',
      ),
    );
    expect(within(footer).getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/alexmorgan-devops',
    );
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Resume', 'Projects', 'Blog', 'Contact']);
    expect(within(quick).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
  });

  it('offers a skip link to the content first', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});

describe('Page views', () => {
  it('records a page view on each public route change', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const { port } = renderApp({ route: '/' });
    const beacon = vi.spyOn(port, 'beacon');
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    await user.click(screen.getAllByRole('link', { name: 'Blog' })[0]!);
    await waitFor(() =>
      expect(beacon).toHaveBeenCalledWith('trackPageView', expect.objectContaining({ page_path: '/blog', referrer: document.referrer })),
    );
    // The visit's first view starts it; a move inside the site does not.
    expect(beacon.mock.calls.map(([, report]) => (report as { entry?: boolean }).entry)).toEqual([true, false]);
  });

  it('sends the campaign the visit landed with on every page view, and counts a search as a goal', async () => {
    sessionStorage.setItem(
      'visit',
      JSON.stringify({ source: 'cv', medium: 'pdf', campaign: 'acme', referrer: '', counted: false, goals: [] }),
    );
    const user = userEvent.setup();
    const { port } = renderApp({ route: '/' });
    const beacon = vi.spyOn(port, 'beacon');
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    await user.click(screen.getAllByRole('link', { name: 'Blog' })[0]!);
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    for (const [, report] of beacon.mock.calls) expect(report).toMatchObject({ source: 'cv', medium: 'pdf', campaign: 'acme' });
    sessionStorage.clear();
  });

  it('records nothing when page views are disabled in the settings', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.site_settings!.analytics = {
        settings: { google_analytics_id: '', enable_page_views: false, enable_event_tracking: true },
      };
      return state;
    };
    const { port } = renderApp({ route: '/', initial });
    const beacon = vi.spyOn(port, 'beacon');
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('loads the Google tag from a module when an ID is set', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.site_settings!.analytics = {
        settings: { google_analytics_id: 'G-TEST123', enable_page_views: true, enable_event_tracking: true },
      };
      return state;
    };
    renderApp({ route: '/', initial });
    await waitFor(() =>
      expect(document.head.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]')).not.toBeNull(),
    );
    expect(window.dataLayer?.length).toBeGreaterThan(0);
  });
});
