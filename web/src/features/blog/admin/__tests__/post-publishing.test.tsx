import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localParts } from '@/admin-kit/local-time';
import { closeSettings, editorForm, expectFeedback, findPanel, openSettings } from '@/testing/admin';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedPosts = (port: Port) => port.store.list('blog_posts').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));

/** Picks a time in the schedule's picker: its day typed as the owner's locale writes it, its time of day. */
async function schedule(at: Date) {
  const { time } = localParts(at.toISOString())!;
  const day = editorForm().getByLabelText('Publish at: day');
  await userEvent.clear(day);
  await userEvent.type(
    day,
    `${new Intl.DateTimeFormat(undefined, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(at)}{Enter}`,
  );
  fireEvent.change(editorForm().getByLabelText('Publish at: time'), { target: { value: time } });
}

async function fillNewPost(title: string) {
  await screen.findByRole('heading', { name: 'Add New Blog Post' });
  await userEvent.type(editorForm().getByLabelText(/^Title/), title);
  await userEvent.type(editorForm().getByLabelText(/^Content/), 'Body');
  await openSettings();
  await userEvent.type(editorForm().getByLabelText(/^Excerpt/), 'Soon.');
}

describe('blog admin: publishing', () => {
  it('schedules a draft for a future time; the list shows it as Scheduled with its time', async () => {
    const { port } = renderApp({ route: '/admin/blog/new', signedIn: true });
    await fillNewPost('Holiday Post');
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    await schedule(at);
    await closeSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await expectFeedback('Blog post added successfully!');
    await waitFor(() =>
      expect(storedPosts(port).find((p) => p.title === 'Holiday Post')).toMatchObject({
        published: false,
        published_at: null,
        publish_at: at.toISOString(),
      }),
    );
    const list = await findPanel('Existing Blog Posts');
    const row = (await list.findByRole('heading', { name: 'Holiday Post' })).closest('li')!;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText(/^Publishes/)).toBeInTheDocument();
    await userEvent.selectOptions(list.getByLabelText('Status'), 'scheduled');
    expect(list.getByText('Holiday Post')).toBeInTheDocument();
    expect(list.getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for a time in the future, and has no say once Published is ticked', async () => {
    const { port } = renderApp({ route: '/admin/blog/new', signedIn: true });
    await fillNewPost('Too Late');
    await schedule(new Date(Date.now() - 3_600_000));
    const field = editorForm().getByLabelText('Publish at: day');
    await closeSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // Refused by a field in the closed drawer: the drawer opens on it.
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(await editorForm().findByText('Choose a time in the future, or tick Published to publish now')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await userEvent.click(editorForm().getByRole('checkbox', { name: 'Published' }));
    expect(field).toBeDisabled();
    await closeSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expectFeedback('Blog post added successfully!');
    await waitFor(() => expect(storedPosts(port).find((p) => p.title === 'Too Late')).toMatchObject({ published: true, publish_at: null }));
    expect(storedPosts(port).find((p) => p.title === 'Too Late')?.published_at).toEqual(expect.any(String));
  });
});
