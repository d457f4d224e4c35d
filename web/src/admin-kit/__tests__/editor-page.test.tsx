/**
 * The shared editor page, on the projects admin: nothing typed is lost. Leaving with
 * unsaved changes asks first; a reload (here: the page mounted again) brings the draft back until it
 * is saved or discarded; a failed save keeps everything typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { editorForm, expectFeedback, openSettings, saveState } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';

const title = () => editorForm().getByLabelText<HTMLInputElement>(/^Title/);

async function openProject(port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION }), known?: string) {
  const id = known ?? port.store.list('projects').find((d) => d.data.title === 'Observability Stack')!.id;
  const rendered = renderApp({ route: `/admin/projects/${id}`, port });
  await screen.findByRole('heading', { name: /Edit Project/ });
  return { ...rendered, id };
}

describe('the editor page keeps what is typed', () => {
  it('asks before leaving with unsaved changes: Keep Editing stays, Discard Changes leaves', async () => {
    const { router } = await openProject();
    const path = router.state.location.pathname;
    // Nothing typed yet: leaving does not ask.
    expect(saveState()).toHaveTextContent('All changes saved');
    await userEvent.type(title(), ' 2');
    expect(saveState()).toHaveTextContent('Unsaved changes');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Projects' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toHaveTextContent('You have changes that are not saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(path);
    expect(title()).toHaveValue('Observability Stack 2');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    // Discarded means gone: opening the project again shows the stored title, no draft.
    await userEvent.click(await screen.findByRole('link', { name: 'Observability Stack' }));
    expect(title()).toHaveValue('Observability Stack');
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
  });

  it('does not ask when nothing changed, nor after a successful save', async () => {
    const { router } = await openProject();
    await userEvent.type(title(), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Project updated successfully!');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser before the tab closes or reloads with unsaved changes', async () => {
    await openProject();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    await userEvent.type(title(), ' 2');
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
  });

  it('restores the draft after a reload until it is discarded', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const first = await openProject(port);
    await userEvent.clear(title());
    await userEvent.type(title(), 'Typed before the reload');
    first.unmount();

    await openProject(port);
    expect(title()).toHaveValue('Typed before the reload');
    const notice = screen.getByText(/Draft restored/).closest('[role=status]')!;
    expect(notice).toBeVisible();
    expect(saveState()).toHaveTextContent('Unsaved changes');
    // The stored project is unchanged until Save.
    expect(port.store.get('projects', first.id)).toMatchObject({ title: 'Observability Stack' });

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(title()).toHaveValue('Observability Stack');
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
    expect(saveState()).toHaveTextContent('All changes saved');
  });

  it('a restored draft can be saved, and then it is gone', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const first = await openProject(port);
    await userEvent.type(title(), ' (draft)');
    first.unmount();

    const second = await openProject(port);
    expect(title()).toHaveValue('Observability Stack (draft)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Project updated successfully!');
    expect(port.store.get('projects', first.id)).toMatchObject({ title: 'Observability Stack (draft)' });
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
    second.unmount();

    await openProject(port, first.id);
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
  });

  it('keeps a new item as a draft too, and a failed save keeps the form as typed', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const first = renderApp({ route: '/admin/projects/new', port });
    await screen.findByRole('heading', { name: 'Add New Project' });
    await userEvent.type(title(), 'Half-written');
    first.unmount();

    renderApp({ route: '/admin/projects/new', port });
    await screen.findByRole('heading', { name: 'Add New Project' });
    expect(title()).toHaveValue('Half-written');
    await openSettings();
    await userEvent.type(editorForm().getByLabelText(/^Short Description/), 'Finished.');
    port.failures.failNext({ op: 'add', target: 'projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    await expectFeedback('Failed to add project. Please try again.', 'error');
    expect(title()).toHaveValue('Half-written');
    expect(editorForm().getByLabelText(/^Short Description/)).toHaveValue('Finished.');
  });

  it('links a public item to its page on the site, from the route table, and a hidden one not', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    const { id } = await openProject(port);
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/projects/${id}`);
    const draft = port.store.list('projects').find((d) => d.data.status !== 'active')!;
    renderApp({ route: `/admin/projects/${draft.id}`, port });
    await screen.findAllByRole('heading', { name: /Edit Project/ });
    expect(screen.getAllByRole('link', { name: 'View on site' })).toHaveLength(1);
  });
});
