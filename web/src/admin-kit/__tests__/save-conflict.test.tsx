/**
 * No lost update, as the owner sees it (the shared editor page): a save based on a version that another
 * tab or device has changed since is refused, says so, shows what differs, and keeps theirs, keeps
 * yours or merges field by field, losing nothing typed. The other tab is the test, writing through the
 * same twin (its live queries reach the open editor as another tab's writes would).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savePost } from '@/data/content/content-writes';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { editorForm, expectFeedback, openSettings, saveState } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';
import { newBlogPost, type BlogPostFields } from '@portfolio/model';

const CHANGED = 'Changed in another tab or device since you opened it';
const field = (label: RegExp) => editorForm().getByLabelText<HTMLInputElement>(label);
const conflict = () => within(screen.getByRole('region', { name: CHANGED }));
const choiceOf = (label: string) => within(conflict().getByRole('group', { name: new RegExp(`^${label}`) }));

/** A post's editor open, and another tab saving that post with `changes` once the editor has read it. */
async function postOpenInTwoTabs(changes: Partial<BlogPostFields>) {
  const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
  const stored = (await port.getDoc('blog_posts', 'post-2'))!;
  renderApp({ route: '/admin/blog/post-2', port });
  await screen.findByRole('heading', { name: /Edit Blog Post/ });
  const { id: _id, ...fields } = stored;
  await savePost(port, stored.id, { ...newBlogPost(), ...fields, ...changes });
  return { port, stored };
}

describe('a save based on a version changed elsewhere', () => {
  it('is refused and merged field by field: the other tab’s excerpt and this tab’s category both stay', async () => {
    const { port, stored } = await postOpenInTwoTabs({ excerpt: 'Excerpt saved in another tab' });
    await openSettings();
    await userEvent.clear(field(/^Category/));
    await userEvent.type(field(/^Category/), 'Platform');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectFeedback(CHANGED, 'error');
    expect(saveState()).toHaveTextContent('Not saved: choose below what to keep.');
    expect(choiceOf('Excerpt').getByText('(changed there)')).toBeInTheDocument();
    expect(choiceOf('Excerpt').getByText('Excerpt saved in another tab')).toBeInTheDocument();
    expect(choiceOf('Excerpt').getByText(stored.excerpt)).toBeInTheDocument();
    expect(choiceOf('Excerpt').getByRole('radio', { name: 'Theirs' })).toBeChecked();
    expect(choiceOf('Category').getByText('(changed here)')).toBeInTheDocument();
    expect(choiceOf('Category').getByRole('radio', { name: 'Yours' })).toBeChecked();
    // Nothing was written, and what was typed is still in the form.
    expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ category: stored.category, excerpt: 'Excerpt saved in another tab' });
    expect(field(/^Category/)).toHaveValue('Platform');

    await userEvent.click(conflict().getByRole('button', { name: 'Save Merged' }));
    await expectFeedback('Blog post updated successfully!');
    expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ category: 'Platform', excerpt: 'Excerpt saved in another tab' });
    expect(field(/^Excerpt/)).toHaveValue('Excerpt saved in another tab');
    expect(screen.queryByRole('region', { name: CHANGED })).not.toBeInTheDocument();

    // Based on what it wrote, the next save goes in as well.
    await openSettings();
    await userEvent.type(field(/^Category/), ' Engineering');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Blog post updated successfully!');
    expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ category: 'Platform Engineering' });
  });

  it('keeps theirs (the form shows their version, saved) or keeps yours (saved over theirs), as the owner chooses', async () => {
    const { port } = await postOpenInTwoTabs({ excerpt: 'Theirs' });
    await openSettings();
    await userEvent.clear(field(/^Excerpt/));
    await userEvent.type(field(/^Excerpt/), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(choiceOf('Excerpt').getByText('(changed there and here)')).toBeInTheDocument();
    expect(choiceOf('Excerpt').getByRole('radio', { name: 'Yours' })).toBeChecked();

    await userEvent.click(conflict().getByRole('button', { name: 'Keep Theirs' }));
    expect(field(/^Excerpt/)).toHaveValue('Theirs');
    expect(saveState()).toHaveTextContent('All changes saved');
    expect(screen.queryByRole('region', { name: CHANGED })).not.toBeInTheDocument();

    // Changed elsewhere once more while typing again: this time the owner keeps what they typed.
    await openSettings();
    await userEvent.clear(field(/^Excerpt/));
    await userEvent.type(field(/^Excerpt/), 'Mine again');
    await port.update('blog_posts', 'post-2', { excerpt: 'Theirs again' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(await conflict().findByRole('button', { name: 'Keep Yours' }));
    await expectFeedback('Blog post updated successfully!');
    expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ excerpt: 'Mine again' });
  });

  it('refuses a draft kept from an earlier visit once the post changed since it was typed', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const first = renderApp({ route: '/admin/blog/post-2', port });
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    await openSettings();
    await userEvent.clear(field(/^Category/));
    await userEvent.type(field(/^Category/), 'Typed yesterday');
    first.unmount();
    // Meanwhile, on another device.
    await port.update('blog_posts', 'post-2', { excerpt: 'Saved on the phone' });

    renderApp({ route: '/admin/blog/post-2', port });
    expect(await screen.findByText(/Draft restored/)).toBeInTheDocument();
    expect(field(/^Category/)).toHaveValue('Typed yesterday');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback(CHANGED, 'error');
    expect(choiceOf('Excerpt').getByText('Saved on the phone')).toBeInTheDocument();
    await userEvent.click(conflict().getByRole('button', { name: 'Save Merged' }));
    await expectFeedback('Blog post updated successfully!');
    expect(port.store.get('blog_posts', 'post-2')).toMatchObject({ category: 'Typed yesterday', excerpt: 'Saved on the phone' });
  });

  it('names the panel of a field in a form of several documents (Settings), and saves all of them or none', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true });
    const title = await screen.findByLabelText('Site Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed here');
    const theme = (await port.getDoc('site_settings', 'theme'))!.settings;
    await port.set('site_settings', 'theme', { settings: { ...theme, primary_color: '#123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback(CHANGED, 'error');
    expect(choiceOf('Theme Settings: Primary Color').getByText('#123456')).toBeInTheDocument();
    expect(port.store.get('site_settings', 'seo')).not.toMatchObject({ settings: { site_title: 'Typed here' } });
    await userEvent.click(conflict().getByRole('button', { name: 'Save Merged' }));
    await expectFeedback('Settings saved successfully!');
    await waitFor(() => expect(port.store.get('site_settings', 'seo')).toMatchObject({ settings: { site_title: 'Typed here' } }));
    expect(port.store.get('site_settings', 'theme')).toMatchObject({ settings: { primary_color: '#123456' } });
  });
});

describe('an editor based on what it saved', () => {
  const port = () => createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
  const firstId = (p: ReturnType<typeof port>, collection: string) => p.store.list(collection)[0]!.id;
  const EDITORS = [
    { route: () => '/admin/content/hero', field: /^Tagline/, saved: 'Hero section updated successfully!' },
    { route: () => '/admin/content/about', field: /^Card title/, saved: 'About section updated successfully!' },
    { route: () => '/admin/content/contact', field: /^Location/, saved: 'Contact section updated successfully!' },
    { route: () => '/admin/settings', field: /^Site Title/, saved: 'Settings saved successfully!' },
    { route: (p) => `/admin/projects/${firstId(p, 'projects')}`, field: /^Title/, saved: 'Project updated successfully!' },
    { route: (p) => `/admin/content/skills/${firstId(p, 'skills')}`, field: /^Description/, saved: 'Skill updated successfully!' },
    { route: (p) => `/admin/resume/${firstId(p, 'resume_data')}`, field: /^Title/, saved: 'Entry updated successfully!' },
  ] satisfies { route: (p: ReturnType<typeof port>) => string; field: RegExp; saved: string }[];

  it.each(EDITORS)('saves again and again while nobody else writes ($saved)', async ({ route, field: label, saved }) => {
    const twin = port();
    renderApp({ route: route(twin), port: twin });
    const input = (await screen.findAllByLabelText(label))[0]!;
    for (const typed of [' one', ' two', ' three']) {
      await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await expectFeedback(saved);
      expect(saveState()).toHaveTextContent('All changes saved');
    }
    expect(screen.queryByRole('region', { name: CHANGED })).not.toBeInTheDocument();
  });
});
