import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSettings, editorForm, expectFeedback, findPanel, openSettings, saveState } from '@/testing/admin';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedPosts = (port: Port) => port.store.list('blog_posts').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const list = () => findPanel('Existing Blog Posts');

async function fillRequired(title: string) {
  const form = editorForm();
  await userEvent.type(form.getByLabelText(/^Title/), title);
  await userEvent.type(form.getByLabelText(/^Content/), 'Body text');
  // The excerpt is a setting: in the drawer, whose footer saves too.
  await openSettings();
  await userEvent.type(form.getByLabelText(/^Excerpt/), 'An excerpt');
}

describe('blog admin', () => {
  it('lists every post with a thumbnail, its Published or Draft badge and local creation date', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Blog Management', level: 1 })).toBeInTheDocument();
    const draft = storedPosts(port).find((p) => p.published === false)!;
    const row = (await (await list()).findByRole('heading', { name: draft.title as string })).closest('li')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(
      within(row).getByText(new Date(draft.created_at as string).toLocaleDateString(undefined, { dateStyle: 'medium' })),
    ).toBeInTheDocument();
    const published = storedPosts(port).find((p) => p.published === true)!;
    const publishedRow = (await list()).getByRole('heading', { name: published.title as string }).closest('li')!;
    expect(within(publishedRow).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/blog/new');
  });

  it('filters drafts from published posts', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const published = storedPosts(port).find((p) => p.published === true)!;
    const draft = storedPosts(port).find((p) => p.published === false)!;
    const panel = await list();
    await panel.findByText(published.title as string);
    await userEvent.selectOptions(panel.getByLabelText('Status'), 'draft');
    expect(panel.getByText(draft.title as string)).toBeInTheDocument();
    expect(panel.queryByText(published.title as string)).not.toBeInTheDocument();
  });

  it('requires the title, the excerpt and the content', async () => {
    renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await editorForm().findByText('Title is required')).toBeInTheDocument();
    expect(editorForm().getByText('Excerpt is required')).toBeInTheDocument();
    expect(editorForm().getByText('Content is required')).toBeInTheDocument();
  });

  it('derives a read-only slug from the title as it is typed', async () => {
    renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await userEvent.type(editorForm().getByLabelText(/^Title/), '  Hello, World! -- K8s 101 ');
    const slug = editorForm().getByLabelText('Slug');
    expect(slug).toHaveValue('hello-world-k8s-101');
    expect(slug).toHaveAttribute('readonly');
  });

  it('previews the Markdown live with the public renderer, dropping unsafe links', async () => {
    renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    // fireEvent: userEvent.type would read the brackets as key names.
    fireEvent.change(editorForm().getByLabelText(/^Content/), {
      target: { value: '## Rollouts\n\n[safe](https://example.com) [bad](javascript:alert(1))' },
    });
    const preview = editorForm().getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Rollouts', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('safe')).toHaveAttribute('href', 'https://example.com');
    expect(within(preview).getByText('bad')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('adds a draft with the server time and its slug claimed, then lists it', async () => {
    const { port } = renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    const batches = vi.spyOn(port, 'batch');
    await fillRequired('Policy as Code');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expectFeedback('Blog post added successfully!');
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
    expect(await (await list()).findByRole('heading', { name: 'Policy as Code' })).toBeInTheDocument();
  });

  it('publishes a draft from its editor page, recording when, never sending created_at', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const draft = storedPosts(port).find((p) => p.published === false)!;
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${draft.title as string}` }));
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    const batches = vi.spyOn(port, 'batch');
    await openSettings();
    await userEvent.click(editorForm().getByRole('checkbox', { name: 'Published' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expectFeedback('Blog post updated successfully!');
    // The save's batch: what it expects the post to hold still (it was based on it), then the post's write.
    const postOp = batches.mock.calls[0]![0].find((op) => op.collection === 'blog_posts' && op.type !== 'expect') as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(postOp.type).toBe('update');
    expect(postOp.data).not.toHaveProperty('created_at');
    expect(postOp.data.published_at).toEqual({ __serverTime: true });
    const published = storedPosts(port).find((p) => p.id === draft.id)!;
    expect(published).toMatchObject({ published: true, created_at: draft.created_at });
    expect(new Date(published.published_at as string).getTime()).toBeGreaterThan(new Date(draft.created_at as string).getTime());
    await closeSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const row = (await (await list()).findByRole('heading', { name: draft.title as string })).closest('li')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
  });

  it('keeps the typed text when adding or updating fails', async () => {
    const { port } = renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await fillRequired('Kept');
    port.failures.failNext({ op: 'batch', target: 'blog_posts' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expectFeedback('Failed to add blog post. Please try again.', 'error');
    expect(editorForm().getByLabelText(/^Content/)).toHaveValue('Body text');
    expect(editorForm().getByLabelText(/^Title/)).toHaveValue('Kept');
  });

  it('deletes a post only after confirming, and reports a failed delete', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const first = storedPosts(port)[0]!;
    port.failures.failNext({ op: 'batch', target: 'blog_posts' });
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${first.title as string}` }));
    expect(storedPosts(port).some((p) => p.id === first.id)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Failed to delete blog post. Please try again.', 'error');
    await userEvent.click(screen.getByRole('button', { name: `Delete ${first.title as string}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Blog post deleted successfully!');
    await waitFor(() => expect(storedPosts(port).some((p) => p.id === first.id)).toBe(false));
  });

  it('shows the save status in the bar', async () => {
    renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    expect(saveState()).toHaveTextContent('Not saved yet');
  });
});
