/**
 * One title per screen: a page under a screen shows the screen's heading once, and above it where
 * it sits, starting from the sidebar's label ('Blog Posts / Edit'), which leads back to the screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });

describe('the trail above an admin page', () => {
  it("shows 'Blog Posts / Edit' over a post's editor, its heading once, and leads back to the list", async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const id = port.store.list('blog_posts')[0]!.id;
    const { router } = renderApp({ route: `/admin/blog/${id}`, port });
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    expect(trail()).toHaveTextContent('Blog Posts/Edit');
    expect(within(trail()).getByText('Edit')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Blog Management')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog Management');
    expect(screen.queryByRole('link', { name: /Blog Management/ })).not.toBeInTheDocument();

    await userEvent.click(within(trail()).getByRole('link', { name: 'Blog Posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    // The list is the screen itself: no trail.
    await screen.findByRole('link', { name: 'New Post' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/blog/new', 'Blog Posts/New', 'Blog Management'],
    ['/admin/projects/new', 'Projects/New', 'Projects Management'],
    ['/admin/resume/new', 'Resume/New', 'Resume Management'],
    ['/admin/content/skills/new', 'Skills/New', 'Skills'],
    ['/admin/links/new', 'Tracked Links/New', 'Tracked Links'],
    ['/admin/projects/no-such-id', 'Projects/Edit', 'Projects Management'],
    ['/admin/settings/security', 'Settings/Security', 'Security'],
  ])('shows %s under its trail %s and its heading %s once', async (route, said, heading) => {
    renderApp({ route, signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(trail()).toHaveTextContent(said);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
