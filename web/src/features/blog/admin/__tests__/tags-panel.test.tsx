/**
 * Renaming and merging tags across posts, from the Tags screen.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { expectFeedback, findPanel } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';

const tagsOf = (port: ReturnType<typeof createMemoryPort>, id: string) => port.store.get('blog_posts', id)?.tags;

describe('the Tags panel', () => {
  it('lists the tags with their counts, and renames one on every post that has it, in one batch', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    renderApp({ route: '/admin/tags', port, signedIn: true });
    const panel = await findPanel('Tags in Use');
    const tags = within(panel.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem')[0]).toHaveTextContent('#kubernetes2 posts');
    const batches = vi.spyOn(port, 'batch');
    await userEvent.click(tags.getByRole('button', { name: 'Rename kubernetes' }));
    const field = panel.getByLabelText('New name for kubernetes');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'K8s Platform');
    await userEvent.click(panel.getByRole('button', { name: 'Rename' }));
    await expectFeedback('Tag renamed on every post that had it.');
    expect(batches).toHaveBeenCalledTimes(1);
    expect(tagsOf(port, 'post-1')).toEqual(['k8s-platform', 'argo-rollouts', 'progressive-delivery']);
    expect(tagsOf(port, 'post-3')).toEqual(['observability', 'prometheus', 'k8s-platform']);
    await waitFor(() => expect(tags.queryByText('#kubernetes')).toBeNull());
  });

  it('merges a tag into one in use, keeping it once on a post that had both', async () => {
    // The sample's post-2 has both: terraform, platform-engineering, testing.
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    renderApp({ route: '/admin/tags', port, signedIn: true });
    const panel = await findPanel('Tags in Use');
    await userEvent.click(panel.getByRole('button', { name: 'Rename testing' }));
    const field = panel.getByLabelText('New name for testing');
    await userEvent.clear(field);
    await userEvent.type(field, 'terraform');
    expect(panel.getByText('terraform is on 1 post already: the two tags become one.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Merge' }));
    await expectFeedback('Tag renamed on every post that had it.');
    expect(tagsOf(port, 'post-2')).toEqual(['terraform', 'platform-engineering']);
  });

  it('refuses a name that is not a tag, and keeps every post as it was when the write fails', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    renderApp({ route: '/admin/tags', port, signedIn: true });
    const panel = await findPanel('Tags in Use');
    await userEvent.click(panel.getByRole('button', { name: 'Rename security' }));
    const field = panel.getByLabelText('New name for security');
    await userEvent.clear(field);
    await userEvent.type(field, '!!!');
    await userEvent.click(panel.getByRole('button', { name: 'Rename' }));
    expect(
      await panel.findByText('A tag is lower-case letters and digits, words joined by hyphens, at most 40 characters.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'supply-chain');
    port.failures.failNext({ op: 'batch', target: 'blog_posts' });
    await userEvent.click(panel.getByRole('button', { name: 'Rename' }));
    await expectFeedback('Failed to rename the tag. Please try again.', 'error');
    expect(tagsOf(port, 'post-4')).toEqual(['github-actions', 'security', 'ci-cd']);
    // The form stays open with what was typed, to try again.
    expect(panel.getByLabelText('New name for security')).toHaveValue('supply-chain');
  });
});
