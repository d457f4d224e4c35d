import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedPosts = (port: Port) => port.store.list('blog_posts').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const addPanel = () => within(screen.getByRole('heading', { name: 'Add New Blog Post' }).parentElement!);
const listPanel = () => within(screen.getByRole('heading', { name: 'Existing Blog Posts' }).parentElement!);

describe('blog admin', () => {
  it('lists every post with its Published or Draft badge and local creation date', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Blog Management' })).toBeInTheDocument();
    const draft = storedPosts(port).find((p) => p.published === false)!;
    const row = (await listPanel().findByRole('heading', { name: draft.title as string })).closest('li')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText(new Date(draft.created_at as string).toLocaleDateString())).toBeInTheDocument();
    const published = storedPosts(port).find((p) => p.published === true)!;
    const publishedRow = listPanel()
      .getByRole('heading', { name: published.title as string })
      .closest('li')!;
    expect(within(publishedRow).getByText('Published')).toBeInTheDocument();
  });

  it('requires the title, the excerpt and the content', async () => {
    renderApp({ route: '/admin/blog', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Blog Post' }));
    expect(await addPanel().findByText('Title is required')).toBeInTheDocument();
    expect(addPanel().getByText('Excerpt is required')).toBeInTheDocument();
    expect(addPanel().getByText('Content is required')).toBeInTheDocument();
  });

  it('derives a read-only slug from the title as it is typed', async () => {
    renderApp({ route: '/admin/blog', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await userEvent.type(addPanel().getByLabelText(/^Title/), '  Hello, World! -- K8s 101 ');
    const slug = addPanel().getByLabelText('Slug');
    expect(slug).toHaveValue('hello-world-k8s-101');
    expect(slug).toHaveAttribute('readonly');
  });

  it('previews the Markdown live with the public renderer, dropping unsafe links', async () => {
    renderApp({ route: '/admin/blog', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    // fireEvent: userEvent.type would read the brackets as key names.
    fireEvent.change(addPanel().getByLabelText(/^Content/), {
      target: { value: '## Rollouts\n\n[safe](https://example.com) [bad](javascript:alert(1))' },
    });
    const preview = addPanel().getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Rollouts', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('safe')).toHaveAttribute('href', 'https://example.com');
    expect(within(preview).getByText('bad')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('adds a draft with the server time and its slug claimed, then resets the form', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    const batches = vi.spyOn(port, 'batch');
    await userEvent.type(addPanel().getByLabelText(/^Title/), 'Policy as Code');
    await userEvent.type(addPanel().getByLabelText(/^Excerpt/), 'OPA in practice.');
    await userEvent.type(addPanel().getByLabelText(/^Content/), 'Body text');
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Blog Post' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blog post added successfully!');
    const [postOp, claimOp] = batches.mock.calls[0]![0];
    expect(postOp).toMatchObject({ type: 'set', collection: 'blog_posts' });
    const { data } = postOp as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual([
      'category',
      'content',
      'created_at',
      'excerpt',
      'image_url',
      'previous_slugs',
      'publish_at',
      'published',
      'published_at',
      'slug',
      'title',
    ]);
    expect(data).toMatchObject({ slug: 'policy-as-code', published: false, published_at: null, created_at: { __serverTime: true } });
    expect(claimOp).toEqual({ type: 'set', collection: 'slugs', id: 'policy-as-code', data: { post_id: (postOp as { id: string }).id } });
    expect(addPanel().getByLabelText(/^Title/)).toHaveValue('');
    expect(await listPanel().findByRole('heading', { name: 'Policy as Code' })).toBeInTheDocument();
  });

  it('publishes a draft by editing it inline, recording when, never sending created_at', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const draft = storedPosts(port).find((p) => p.published === false)!;
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${draft.title as string}` }, { timeout: 5000 }));
    const batches = vi.spyOn(port, 'batch');
    await userEvent.click(listPanel().getByRole('checkbox', { name: 'Published' }));
    await userEvent.click(listPanel().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blog post updated successfully!');
    const postOp = batches.mock.calls[0]![0][0] as { type: string; data: Record<string, unknown> };
    expect(postOp.type).toBe('update');
    expect(postOp.data).not.toHaveProperty('created_at');
    expect(postOp.data.published_at).toEqual({ __serverTime: true });
    // The list follows the stored post live, a moment after the save.
    await waitFor(() => {
      const row = listPanel()
        .getByRole('heading', { name: draft.title as string })
        .closest('li')!;
      expect(within(row).getByText('Published')).toBeInTheDocument();
    });
    const published = storedPosts(port).find((p) => p.id === draft.id)!;
    expect(published).toMatchObject({ published: true, created_at: draft.created_at });
    expect(new Date(published.published_at as string).getTime()).toBeGreaterThan(new Date(draft.created_at as string).getTime());
  });

  it('keeps the typed text when adding or updating fails', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await userEvent.type(addPanel().getByLabelText(/^Title/), 'Kept');
    await userEvent.type(addPanel().getByLabelText(/^Excerpt/), 'Kept excerpt');
    await userEvent.type(addPanel().getByLabelText(/^Content/), 'Kept body');
    port.failures.failNext({ op: 'batch', target: 'blog_posts' });
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Blog Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add blog post. Please try again.');
    expect(addPanel().getByLabelText(/^Content/)).toHaveValue('Kept body');

    const first = storedPosts(port)[0]!;
    await userEvent.click(screen.getByRole('button', { name: `Edit ${first.title as string}` }));
    port.failures.failNext({ op: 'batch', target: 'blog_posts' });
    await userEvent.click(listPanel().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update blog post. Please try again.');
    expect(listPanel().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('deletes a post, and reports a failed delete', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const first = storedPosts(port)[0]!;
    port.failures.failNext({ op: 'batch', target: 'blog_posts' });
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${first.title as string}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete blog post. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: `Delete ${first.title as string}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Blog post deleted successfully!');
    await waitFor(() => expect(storedPosts(port).some((p) => p.id === first.id)).toBe(false));
  });
});
