/**
 * A post's save is one choice: the button says what saving will do (Save Draft, Schedule, Publish, or
 * Save Changes while the post stays as it is), and a menu, reachable by keyboard, offers the others.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSettings, editorForm, expectFeedback, openSettings } from '@/testing/admin';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedPosts = (port: Port) => port.store.list('blog_posts').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const bar = () => within(screen.getByTestId('save-bar'));

/** Opens the save menu from the keyboard and picks a choice with the arrows and Enter, as a keyboard user does. */
async function choose(label: string) {
  bar().getByRole('button', { name: 'More ways to save' }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  const at = items.findIndex((item) => item.textContent === label);
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  for (let i = 0; i < at; i++) await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[at]).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

async function fillNewPost(title: string) {
  await screen.findByRole('heading', { name: 'Add New Blog Post' });
  await userEvent.type(editorForm().getByLabelText(/^Title/), title);
  await userEvent.type(editorForm().getByLabelText(/^Content/), 'Body');
  await openSettings();
  await userEvent.type(editorForm().getByLabelText(/^Excerpt/), 'Short.');
  await closeSettings();
}

describe("the post editor's save choice", () => {
  it('offers Save Draft first on a new post, and publishes it from the menu by keyboard alone', async () => {
    const { port } = renderApp({ route: '/admin/blog/new', signedIn: true });
    await fillNewPost('Chosen by keyboard');
    expect(bar().getByRole('button', { name: 'Save Draft' })).toHaveAttribute('type', 'submit');
    expect(bar().queryByRole('button', { name: 'Add Blog Post' })).not.toBeInTheDocument();

    bar().getByRole('button', { name: 'More ways to save' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Publish Now', 'Schedule…']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Publish Now' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expectFeedback('Blog post added successfully!');
    await waitFor(() =>
      expect(storedPosts(port).find((p) => p.title === 'Chosen by keyboard')).toMatchObject({ published: true, publish_at: null }),
    );
  });

  it('says Publish once Published is ticked, and Schedule… asks for the time in Settings', async () => {
    renderApp({ route: '/admin/blog/new', signedIn: true });
    await fillNewPost('Later');
    await openSettings();
    await userEvent.click(editorForm().getByRole('checkbox', { name: 'Published' }));
    await closeSettings();
    expect(bar().getByRole('button', { name: 'Publish' })).toBeInTheDocument();

    await userEvent.click(bar().getByRole('button', { name: 'More ways to save' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Schedule…', 'Save as Draft']);
    await userEvent.keyboard('{Escape}');
    await choose('Schedule…');
    // Nothing saved: the time is asked for first, with Published unticked.
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(within(drawer).getByLabelText('Publish at: day')).toHaveFocus());
    expect(within(drawer).getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('keeps Save Changes for a published post that stays so, and takes it back to a draft from the menu', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    const published = storedPosts(port).find((p) => p.published === true)!;
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${published.title as string}` }));
    await screen.findByRole('heading', { name: /Edit Blog Post/ });
    expect(bar().getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await choose('Save as Draft');
    await expectFeedback('Blog post updated successfully!');
    await waitFor(() => expect(storedPosts(port).find((p) => p.id === published.id)).toMatchObject({ published: false, publish_at: null }));
    // Now a draft that stays one: Save Changes again.
    expect(await bar().findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});
