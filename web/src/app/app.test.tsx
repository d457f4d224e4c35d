import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

describe('app shell', () => {
  it('opens the phone menu, and closes it when an item is chosen', async () => {
    // jsdom has no media queries, so the phone layout is what renders.
    const { router } = renderApp();
    await userEvent.click(await screen.findByLabelText('Open menu'));
    const menu = document.getElementById('mobile-menu')!;
    await waitFor(() => expect(menu.closest('details')!.open).toBe(true));
    for (const label of ['Home', 'Resume', 'Projects', 'Blog', 'Contact']) expect(menu).toHaveTextContent(label);
    await userEvent.click(within(menu).getByRole('link', { name: 'Resume' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resume'));
    await waitFor(() => expect(menu.closest('details')!.open).toBe(false));
  });

  it('sends a signed-out visitor of an admin page to the login page', async () => {
    const { router } = renderApp({ route: '/admin/messages' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/messages' } });
  });

  it('lets the signed-in owner into the admin area', async () => {
    const { router } = renderApp({ route: '/admin/dashboard', signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('toggles the theme, stores it under "theme" and applies it as a class on <html>', async () => {
    renderApp();
    expect(document.documentElement).toHaveClass('dark');
    const toggle = (await screen.findAllByRole('checkbox', { name: 'Switch to light theme' }))[0]!;
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});
