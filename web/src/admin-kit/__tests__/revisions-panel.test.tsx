import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@portfolio/model';
import { savePost, saveRevised } from '@/data/content/content-writes';
import { editorForm, expectFeedback, saveState } from '@/testing/admin';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const stored = (port: Port, collection: string, id: string) => port.store.get(collection, id) as Record<string, unknown>;
const revisionsPanel = () => within(screen.getByRole('region', { name: 'Revisions' }));

describe('revisions panel', () => {
  it('lists a post’s earlier versions, shows one, and restores it after asking, keeping the post published', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const post = stored(port, 'blog_posts', 'post-1');
    const fields = {
      slug: post.slug as string,
      title: post.title as string,
      excerpt: post.excerpt as string,
      content: post.content as string,
      category: post.category as string,
      image_url: post.image_url as string,
      published: true,
      publish_at: null,
    };
    await savePost(port, 'post-1', { ...fields, title: 'Rewritten Title', slug: 'rewritten-title', content: 'New body.' });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rewritten Title' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revisions' }));
    const version = await revisionsPanel().findByRole('button', { name: new RegExp(`· ${post.title as string}$`) });
    expect(revisionsPanel().getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(version);
    expect(version).toHaveAttribute('aria-expanded', 'true');
    const shown = within(screen.getByRole('region', { name: /^Version of / }));
    expect(shown.getByText(post.excerpt as string)).toBeInTheDocument();
    expect(shown.getByText('Content').nextElementSibling?.textContent).toBe(post.content);

    await userEvent.click(shown.getByRole('button', { name: 'Restore this version' }));
    expect(shown.getByText('Restore this version? The current version is kept in the history.')).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(shown.getByRole('button', { name: 'Yes, Restore' }));
    await expectFeedback('Version restored successfully! The version it replaced is kept in the history.');
    expect(stored(port, 'blog_posts', 'post-1')).toMatchObject({
      title: post.title,
      slug: post.slug,
      content: post.content,
      published: true,
      previous_slugs: ['rewritten-title'],
    });
    // The editor stays open on the restored post, saved, and both earlier versions are listed.
    expect(editorForm().getByLabelText(/^Title/)).toHaveValue(post.title as string);
    expect(saveState()).toHaveTextContent('All changes saved');
    await waitFor(() => expect(revisionsPanel().getAllByRole('listitem')).toHaveLength(2));
    expect(revisionsPanel().getAllByRole('listitem')[0]).toHaveTextContent('Rewritten Title');
  });

  it('restores a project’s earlier version, its place in the list kept, and reports a failed restore', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    const project = stored(port, 'projects', 'project-1') as unknown as Project;
    await saveRevised(port, 'projects', 'project-1', { ...project, description: 'A changed description.' });

    await userEvent.click(await screen.findByRole('button', { name: `Edit ${project.title}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revisions' }));
    await userEvent.click(await revisionsPanel().findByRole('button', { name: new RegExp(`· ${project.title}$`) }));
    const shown = within(screen.getByRole('region', { name: /^Version of / }));
    expect(shown.getByText(project.description)).toBeInTheDocument();

    port.failures.failNext({ op: 'batch', target: 'projects' });
    await userEvent.click(shown.getByRole('button', { name: 'Restore this version' }));
    await userEvent.click(shown.getByRole('button', { name: 'Yes, Restore' }));
    await expectFeedback('Failed to restore the version. Please try again.', 'error');
    expect(stored(port, 'projects', 'project-1').description).toBe('A changed description.');

    await userEvent.click(shown.getByRole('button', { name: 'Restore this version' }));
    await userEvent.click(shown.getByRole('button', { name: 'Yes, Restore' }));
    await expectFeedback('Version restored successfully! The version it replaced is kept in the history.');
    expect(stored(port, 'projects', 'project-1')).toMatchObject({ description: project.description, sort_order: project.sort_order });
    expect(editorForm().getByLabelText(/^Short Description/)).toHaveValue(project.description);
  });
});
