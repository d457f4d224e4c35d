import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editorForm, expectFeedback, openSettings } from '@/testing/admin';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedPosts = (port: Port) => port.store.list('blog_posts').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));

async function retitle(title: string) {
  await screen.findByRole('heading', { name: /Edit Blog Post/ });
  const field = editorForm().getByLabelText(/^Title/);
  await userEvent.clear(field);
  await userEvent.type(field, title);
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('blog admin: slugs', () => {
  it('refuses a new post whose slug another post has, saying which, and stores nothing', async () => {
    const { port } = renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    const existing = storedPosts(port).find((p) => p.published === true)!;
    const count = storedPosts(port).length;
    await userEvent.type(editorForm().getByLabelText(/^Title/), `${existing.title as string}!`);
    await userEvent.type(editorForm().getByLabelText(/^Content/), 'Body');
    await openSettings();
    await userEvent.type(editorForm().getByLabelText(/^Excerpt/), 'Same title again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(
      await editorForm().findByText(
        `The slug “${existing.slug as string}” is already used by the post “${existing.title as string}”. Change the title so that its slug differs.`,
      ),
    ).toBeInTheDocument();
    expect(editorForm().getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(storedPosts(port)).toHaveLength(count);
  });

  it('refuses a slug another post keeps from before', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const [first, second] = storedPosts(port).filter((p) => p.published === true);
    // The first post was renamed once: its old slug "kept-slug" still reaches it.
    await port.batch([
      { type: 'update', collection: 'blog_posts', id: first!.id as string, data: { previous_slugs: ['kept-slug'] } },
      { type: 'set', collection: 'slugs', id: 'kept-slug', data: { post_id: first!.id } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${second!.title as string}` }));
    await retitle('Kept Slug');
    expect(await editorForm().findByText(/The slug “kept-slug” is already used by the post/)).toBeInTheDocument();
    expect(storedPosts(port).find((p) => p.id === second!.id)?.title).toBe(second!.title);
  });

  it('keeps a published post’s old slug when its title changes', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const post = storedPosts(port).find((p) => p.published === true)!;
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${post.title as string}` }));
    await retitle('A Brand New Title');
    await expectFeedback('Blog post updated successfully!');
    await waitFor(() =>
      expect(storedPosts(port).find((p) => p.id === post.id)).toMatchObject({ slug: 'a-brand-new-title', previous_slugs: [post.slug] }),
    );
  });
});
