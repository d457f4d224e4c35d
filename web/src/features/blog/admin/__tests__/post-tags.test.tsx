/**
 * The worked example of a field added by its declaration and its rules line alone (CONTRIBUTING.md):
 * a post's tags have an admin input (chips, in the editor's Settings), are saved as short lower-case tags, are kept by a revision and
 * restored, and round-trip through export and import.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportContent, exportText } from '@/data/content/export-import';
import { importContent } from '@/data/content/import-job';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { closeSettings, editorForm, expectFeedback, openSettings } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';

/** The tags shown as chips, by their remove buttons ('Remove kubernetes'). */
const chips = () => screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label')!.slice('Remove '.length));

async function removeEveryChip() {
  for (const tag of chips()) await userEvent.click(screen.getByRole('button', { name: `Remove ${tag}` }));
}

describe('a post’s tags', () => {
  it('are added as chips as they are typed (a comma ends one), saved as short lower-case tags, and kept by the revision the next save makes', async () => {
    const { port } = renderApp({ route: '/admin/blog/post-2', signedIn: true });
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    await openSettings();
    await removeEveryChip();
    const tags = editorForm().getByLabelText(/^Tags/);
    await userEvent.type(tags, 'Terraform, Platform Engineering,, terraform,');
    expect(chips()).toEqual(['terraform', 'platform-engineering']);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Blog post updated successfully!');
    expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ tags: ['terraform', 'platform-engineering'] });

    // Removing a chip by keyboard is the browser test's (writing-editor): jsdom leaves the tags input's keys unheard.
    await userEvent.type(tags, 'iac,');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The banner still reads the same words from the first save: wait for the second to be stored.
    await waitFor(() =>
      expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ tags: ['terraform', 'platform-engineering', 'iac'] }),
    );
    await expectFeedback('Blog post updated successfully!');
    await closeSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Revisions' }));
    const revisions = within(await screen.findByRole('region', { name: 'Revisions' }));
    // Two saves, two earlier versions: the newest, listed first, is the one with the typed tags.
    await waitFor(() => expect(revisions.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(revisions.getAllByRole('button')[0]!);
    expect(within(screen.getByRole('region', { name: /^Version of / })).getByText('Tags').nextElementSibling?.textContent).toBe(
      'terraform\nplatform-engineering',
    );
  });

  it('removes a tag by a click on its chip’s ×, and the saved post no longer has it', async () => {
    const { port } = renderApp({ route: '/admin/blog/post-1', signedIn: true });
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    await openSettings();
    expect(chips()).toEqual(['kubernetes', 'argo-rollouts', 'progressive-delivery']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove argo-rollouts' }));
    expect(chips()).toEqual(['kubernetes', 'progressive-delivery']);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Blog post updated successfully!');
    expect(port.store.get('blog_posts', 'post-1')).toMatchObject({ tags: ['kubernetes', 'progressive-delivery'] });
  });

  it('offers the tags in use on other posts, narrowed to the word being typed, and adds the one chosen', async () => {
    renderApp({ route: '/admin/blog/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Blog Post' });
    await openSettings();
    const tags = editorForm().getByLabelText<HTMLInputElement>(/^Tags/);
    const offered = () =>
      within(screen.getByRole('group', { name: 'In use on posts' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    await screen.findByRole('group', { name: 'In use on posts' });
    // Most used first: kubernetes and platform-engineering are on two posts each (a draft counts: it is the owner's).
    expect(offered().slice(0, 2)).toEqual(['kubernetes 2', 'platform-engineering 2']);
    await userEvent.type(tags, 'ku');
    expect(offered()).toEqual(['kubernetes 2']);
    await userEvent.click(screen.getByRole('button', { name: 'kubernetes 2' }));
    expect(chips()).toEqual(['kubernetes']);
    expect(tags).toHaveFocus();
    // What is chosen is not offered again.
    expect(offered()).not.toContain('kubernetes 2');
  });

  it('refuses more than ten tags next to the field', async () => {
    renderApp({ route: '/admin/blog/post-2', signedIn: true });
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    await openSettings();
    await removeEveryChip();
    await userEvent.type(editorForm().getByLabelText(/^Tags/), `${Array.from({ length: 11 }, (_, i) => `t${i}`).join(', ')},`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await editorForm().findByText('Use at most 10 tags.')).toBeInTheDocument();
  });

  it('round-trip through export and import', async () => {
    const sample = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const file = await exportContent(sample);
    expect(file.posts.find((p) => p.id === 'post-1')?.tags).toEqual(['kubernetes', 'argo-rollouts', 'progressive-delivery']);
    const empty = createMemoryPort({ initial: () => ({ docs: {}, files: {} }), session: OWNER_SESSION });
    await importContent(empty, exportText(file));
    expect(empty.store.get('blog_posts', 'post-1')).toMatchObject({ tags: ['kubernetes', 'argo-rollouts', 'progressive-delivery'] });
  });
});
