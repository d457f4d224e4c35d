import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

/** jsdom has no media queries, so the phone layout renders: the links sit behind the menu button. */
async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
}

describe('admin shell', () => {
  it('has the owner’s sidebar, with the tracked links beside the dashboard', async () => {
    renderApp({ route: '/admin/dashboard', signedIn: true });
    await openMenu();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      // Messages carries the count of new messages (tested below).
      .map((l) => l.textContent?.replace(/\d+ \(\d+ new\)$/, ''));
    expect(links).toEqual([
      'Dashboard',
      'Tracked Links',
      'Hero',
      'About',
      'Skills',
      'Contact',
      'Projects',
      'Blog Posts',
      'Tags',
      'Resume',
      'Messages',
      'Subscribers',
      'Settings',
      'View Site',
    ]);
    expect(within(within(nav).getByRole('group', { name: 'Content' })).getAllByRole('link')).toHaveLength(4);
    const viewSite = within(nav).getByRole('link', { name: 'View Site' });
    expect(viewSite).toHaveAttribute('href', '/');
    expect(viewSite).toHaveAttribute('target', '_blank');
  });

  it('counts the new messages beside Messages, live', async () => {
    const { port } = renderApp({ route: '/admin/dashboard', signedIn: true });
    await openMenu();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const newCount = port.store.list('contact_messages').filter((d) => d.data.status === 'new').length;
    expect(newCount).toBeGreaterThan(0);
    const messages = await within(nav).findByRole('link', { name: new RegExp(`^Messages\\s*\\(${newCount} new\\)$`) });
    expect(messages).toHaveAttribute('href', '/admin/messages');
    port.store.write(
      port.store
        .list('contact_messages')
        .filter((d) => d.data.status === 'new')
        .map((d) => ({ collection: 'contact_messages' as const, id: d.id, data: { ...d.data, status: 'read' as const } })),
    );
    expect(await within(nav).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('gives every admin tab its own document title', async () => {
    const { router } = renderApp({ route: '/admin/dashboard', signedIn: true });
    const titles: Record<string, string> = {
      '/admin/content/hero': 'Hero Section · Admin',
      '/admin/content/about': 'About Section · Admin',
      '/admin/content/skills': 'Skills · Admin',
      '/admin/content/contact': 'Contact Section · Admin',
      '/admin/projects': 'Projects Management · Admin',
      '/admin/projects/new': 'Add New Project · Admin',
      '/admin/blog': 'Blog Management · Admin',
      '/admin/blog/new': 'Add New Blog Post · Admin',
      '/admin/resume': 'Resume Management · Admin',
      '/admin/resume/new': 'Add New Entry · Admin',
      '/admin/content/skills/new': 'Add New Skill · Admin',
      '/admin/messages': 'Messages · Admin',
      '/admin/settings': 'Settings · Admin',
    };
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(document.title).toBe('Dashboard · Admin');
    for (const [path, title] of Object.entries(titles)) {
      await router.navigate(path);
      await waitFor(() => expect(document.title).toBe(title));
    }
  });

  it('heads each screen with its own title, which its sidebar label opens', async () => {
    renderApp({ route: '/admin/dashboard', signedIn: true });
    const headings: [label: RegExp, heading: string][] = [
      [/^Hero$/, 'Hero Section'],
      [/^About$/, 'About Section'],
      [/^Skills$/, 'Skills'],
      [/^Contact$/, 'Contact Section'],
      [/^Projects$/, 'Projects Management'],
      [/^Blog Posts$/, 'Blog Management'],
      [/^Resume$/, 'Resume Management'],
      [/^Messages/, 'Messages'],
      [/^Settings$/, 'Settings'],
      [/^Dashboard$/, 'Dashboard'],
    ];
    for (const [label, heading] of headings) {
      await openMenu();
      await userEvent.click(within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    }
  });

  it('opens each screen from the sidebar', async () => {
    const { router } = renderApp({ route: '/admin/dashboard', signedIn: true });
    await openMenu();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Hero' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/hero'));
    // Choosing an item folds the phone menu away again.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    expect(within(nav).getByRole('link', { name: 'Hero' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a menu button for phones that shows and hides the sidebar', async () => {
    renderApp({ route: '/admin/dashboard', signedIn: true });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('signs out back to the login page', async () => {
    const { router } = renderApp({ route: '/admin/dashboard', signedIn: true });
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    // The session is gone: the guard sends an admin page back to the login page.
    await expect(screen.findByRole('heading', { name: 'Admin Login' })).resolves.toBeInTheDocument();
  });
  it('answers an address that names no screen with a message and the sidebar, leaving the address as typed', async () => {
    const { router } = renderApp({ route: '/admin/dashboard', signedIn: true });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    for (const path of ['/admin/nothing', '/admin/blog-posts', '/admin/content/nowhere/at/all']) {
      await router.navigate(path);
      expect(await screen.findByRole('heading', { name: 'No such screen', level: 1 })).toBeVisible();
      expect(await screen.findByText(path)).toBeVisible();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    }
    await userEvent.click(screen.getByRole('link', { name: 'Go to the Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
