import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { editorForm, expectFeedback, expectInPlace, findPanel, openSettings, saveState } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedProjects = (port: Port) => port.store.list('projects').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const list = () => findPanel('Existing Projects');
const idOf = (port: Port, title: string) => storedProjects(port).find((p) => p.title === title)!.id as string;

async function openNew() {
  await userEvent.click(await screen.findByRole('link', { name: 'New Project' }));
  expect(await screen.findByRole('heading', { name: 'Add New Project' })).toBeInTheDocument();
}

describe('projects admin', () => {
  it('lists first: its fixed headings, a New Project button, each project with its badges', async () => {
    renderApp({ route: '/admin/projects', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Projects Management', level: 1 })).toBeInTheDocument();
    const row = (await (await list()).findByRole('heading', { name: 'Multi-Region EKS Platform' })).closest('li')!;
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect((await list()).getByText('Legacy Jenkins Migration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute('href', '/admin/projects/new');
    expect(document.title).toBe('Projects Management · Admin');
  });

  it('finds projects by search and by status', async () => {
    renderApp({ route: '/admin/projects', signedIn: true });
    await (await list()).findByText('Multi-Region EKS Platform');
    await userEvent.type((await list()).getByLabelText('Search'), 'jenkins');
    expect((await list()).getByText('Legacy Jenkins Migration')).toBeInTheDocument();
    expect((await list()).queryByText('Multi-Region EKS Platform')).not.toBeInTheDocument();
    await userEvent.clear((await list()).getByLabelText('Search'));
    await userEvent.selectOptions((await list()).getByLabelText('Status'), 'archived');
    expect((await list()).queryByText('Multi-Region EKS Platform')).not.toBeInTheDocument();
  });

  it('requires the title and the short description', async () => {
    const { port } = renderApp({ route: '/admin/projects/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    const before = storedProjects(port).length;
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Short description is required')).toBeInTheDocument();
    expect(saveState()).toHaveTextContent('Not saved: some fields need attention.');
    expect(storedProjects(port)).toHaveLength(before);
  });

  it('adds a featured project last from its editor page, then shows it in the list with feedback', async () => {
    const { port, router } = renderApp({ route: '/admin/projects', signedIn: true });
    await (await list()).findByText('Multi-Region EKS Platform');
    const count = storedProjects(port).length;
    await openNew();
    expect(document.title).toBe('Add New Project · Admin');
    const form = editorForm();
    await userEvent.type(form.getByLabelText(/^Title/), 'GitOps Starter');
    await openSettings();
    await userEvent.type(form.getByLabelText(/^Short Description/), 'An Argo CD starter kit.');
    // Typing a newline into a textarea: fireEvent keeps the exact text with its blank line.
    fireEvent.change(form.getByLabelText(/^Technologies/), { target: { value: 'Argo CD\n\n  Helm  \n' } });
    await userEvent.type(form.getByLabelText('GitHub URL'), 'https://github.com/example/gitops');
    await userEvent.click(form.getByRole('checkbox', { name: 'Featured' }));
    expect(saveState()).toHaveTextContent('Unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    await expectFeedback('Project added successfully!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(await (await list()).findByText('GitOps Starter')).toBeInTheDocument();
    expect(storedProjects(port).find((p) => p.title === 'GitOps Starter')).toMatchObject({
      description: 'An Argo CD starter kit.',
      technologies: ['Argo CD', 'Helm'],
      github_url: 'https://github.com/example/gitops',
      is_featured: true,
      status: 'active',
      sort_order: count,
    });
    // The next new project starts from the defaults (the add form resets).
    await openNew();
    expect(editorForm().getByLabelText(/^Title/)).toHaveValue('');
    await openSettings();
    expect(editorForm().getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  });

  it('keeps everything typed when adding fails, and a retry succeeds', async () => {
    const { port } = renderApp({ route: '/admin/projects/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    await userEvent.type(editorForm().getByLabelText(/^Title/), 'Chaos Lab');
    await openSettings();
    await userEvent.type(editorForm().getByLabelText(/^Short Description/), 'Game days as code.');
    port.failures.failNext({ op: 'add', target: 'projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    await expectFeedback('Failed to add project. Please try again.', 'error');
    expect(saveState()).toHaveTextContent('Not saved. Your changes are still here; try again.');
    expect(editorForm().getByLabelText(/^Title/)).toHaveValue('Chaos Lab');
    expect(editorForm().getByLabelText(/^Short Description/)).toHaveValue('Game days as code.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    await expectFeedback('Project added successfully!');
  });

  it('refuses an image address that is not a web address', async () => {
    renderApp({ route: '/admin/projects/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    await openSettings();
    await userEvent.type(editorForm().getByLabelText('Image URL'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await editorForm().findByText(/Enter a full address/)).toBeInTheDocument();
  });

  it('edits a project on its own page with the Markdown preview, stays there saved, and stores exactly the entity', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Observability Stack' }));
    expect(await screen.findByRole('heading', { name: /Edit Project/ })).toBeInTheDocument();
    expect(document.title).toBe('Edit Project: Observability Stack · Admin');
    const form = editorForm();
    expect(saveState()).toHaveTextContent('All changes saved');
    fireEvent.change(form.getByLabelText(/^Long Description/), { target: { value: '## Dashboards\n\nGrafana.' } });
    const preview = form.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Dashboards', level: 2 })).toBeInTheDocument();
    const title = form.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Observability Platform');
    await openSettings();
    await userEvent.selectOptions(form.getByLabelText('Status'), 'archived');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Project updated successfully!');
    expect(saveState()).toHaveTextContent('All changes saved');
    const saved = storedProjects(port).find((p) => p.title === 'Observability Platform')!;
    expect(saved).toMatchObject({ status: 'archived', long_description: '## Dashboards\n\nGrafana.' });
    expect(saved).toMatchObject({ technology_keys: ['prometheus', 'grafana', 'loki', 'tempo', 'opentelemetry'] });
    expect(Object.keys(saved).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'long_description',
        // The sizes of pictures placed in the long description (none here).
        'long_description_images',
        'image_url',
        'image_alt',
        'image_meta',
        'github_url',
        'live_url',
        'technologies',
        // Derived at every write: the filter's lower-case keys.
        'technology_keys',
        'features',
        'challenges',
        'solutions',
        'sort_order',
        'is_featured',
        'status',
      ].sort(),
    );
  });

  it('keeps the typed text when the update fails', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await (await list()).findByText('Observability Stack');
    const id = idOf(port, 'Observability Stack');
    await userEvent.click(screen.getByRole('link', { name: 'Observability Stack' }));
    await screen.findByRole('heading', { name: /Edit Project/ });
    await userEvent.type(editorForm().getByLabelText(/^Title/), ' v2');
    port.failures.failNext({ op: 'batch', target: 'projects' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to update project. Please try again.', 'error');
    expect(editorForm().getByLabelText(/^Title/)).toHaveValue('Observability Stack v2');
    expect(port.store.get('projects', id)).toMatchObject({ title: 'Observability Stack' });
  });

  it('deletes a project only after confirming, and a failed delete keeps the row', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    port.failures.failNext({ op: 'batch', target: 'projects' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Observability Stack' }));
    expect(storedProjects(port).some((p) => p.title === 'Observability Stack')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Failed to delete project. Please try again.', 'error');
    expect((await list()).getByText('Observability Stack')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Observability Stack' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Project deleted successfully!');
    const rows = await list();
    await waitFor(() => expect(rows.queryByText('Observability Stack')).not.toBeInTheDocument());
  });

  it('uploads an image to images/{random}.{ext} and fills in its address', async () => {
    const { port } = renderApp({ route: '/admin/projects/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    const uploads = vi.spyOn(port, 'uploadFile');
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    await openSettings();
    await userEvent.upload(editorForm().getByLabelText('Upload file for Image URL'), file);
    await expectInPlace('Image uploaded successfully!');
    expect(editorForm().getByLabelText<HTMLInputElement>('Image URL').value).toMatch(/^data:image\/png;base64,/);
    const path = uploads.mock.calls[0]![0];
    expect(path).toMatch(/^images\/[\w-]+\.png$/);
    expect(port.store.file(path)).toMatchObject({ contentType: 'image/png' });
  });

  it("waits for an upload's responsive sizes, says what became of them, and saves them with the project", async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await (await list()).findByText('Observability Stack');
    const id = idOf(port, 'Observability Stack');
    await userEvent.click(screen.getByRole('link', { name: 'Observability Stack' }));
    await screen.findByRole('heading', { name: /Edit Project/ });
    const uploads = vi.spyOn(port, 'uploadFile');
    await openSettings();
    await userEvent.upload(editorForm().getByLabelText('Upload file for Image URL'), new File(['jpg'], 'desk.jpg', { type: 'image/jpeg' }));
    await expectInPlace('Image uploaded successfully!');
    // The demo records the upload as the Storage trigger would, with no sizes.
    expect(await editorForm().findByText('Kept as uploaded: the demo makes no sizes.')).toBeInTheDocument();

    // The function's record arrives with its sizes (written as processUploadedImage writes it).
    const path = uploads.mock.calls[0]![0];
    const url = editorForm().getByLabelText<HTMLInputElement>('Image URL').value;
    const variants = [480, 960, 1600].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        url: `https://cdn.test/${width}.${format}`,
        width,
        height: Math.round((width * 2) / 3),
        format,
      })),
    );
    port.store.write([
      {
        collection: 'image_records',
        id: path.replace(/\//g, '|'),
        data: { path, state: 'ready', width: 3000, height: 2000, placeholder: 'data:image/webp;base64,UklGRg==', variants },
      },
    ]);
    expect(await editorForm().findByText('Ready for every screen: 3 sizes in AVIF and WebP, from 3000 × 2000.')).toBeInTheDocument();

    // A new picture needs its own description: the old one went with the old picture.
    expect(editorForm().getByLabelText(/^Image description/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await editorForm().findByText('Describe the image for people who cannot see it')).toBeInTheDocument();
    expect(storedProjects(port).find((p) => p.id === id)!.image_url).toBe('/sample/projects/observability.svg');

    await userEvent.type(editorForm().getByLabelText(/^Image description/), 'A desk with two monitors');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Project updated successfully!');
    expect(storedProjects(port).find((p) => p.id === id)).toMatchObject({
      image_url: url,
      image_alt: 'A desk with two monitors',
      image_meta: { src: url, width: 3000, height: 2000, variants },
    });
  });

  it("empties a cover's description when another picture replaces it, and keeps it while the picture stays", async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await (await list()).findByText('Observability Stack');
    const stored = storedProjects(port).find((p) => p.title === 'Observability Stack')!;
    await userEvent.click(screen.getByRole('link', { name: 'Observability Stack' }));
    await screen.findByRole('heading', { name: /Edit Project/ });
    await openSettings();
    const description = editorForm().getByLabelText(/^Image description/);
    expect(description).toHaveValue(stored.image_alt as string);
    expect(stored.image_alt).not.toBe('');
    await userEvent.type(editorForm().getByLabelText(/^Short Description/), ' More.');
    expect(description).toHaveValue(stored.image_alt as string);

    fireEvent.change(editorForm().getByLabelText('Image URL'), { target: { value: 'https://example.com/new-cover.jpg' } });
    expect(description).toHaveValue('');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' }).at(-1)!);
    expect(await editorForm().findByText('Describe the image for people who cannot see it')).toBeInTheDocument();
    await userEvent.type(description, 'A rack of servers');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' }).at(-1)!);
    await expectFeedback('Project updated successfully!');
    expect(storedProjects(port).find((p) => p.id === stored.id)).toMatchObject({
      image_url: 'https://example.com/new-cover.jpg',
      image_alt: 'A rack of servers',
    });
  });

  it('reports a failed upload', async () => {
    const { port } = renderApp({ route: '/admin/projects/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    port.failures.failNext({ op: 'upload', target: 'images/' });
    await openSettings();
    await userEvent.upload(editorForm().getByLabelText('Upload file for Image URL'), new File(['x'], 'a.png', { type: 'image/png' }));
    await expectInPlace('Failed to upload file. Please try again.', 'error');
  });

  it("shows 'Failed to fetch projects. Please refresh the page.' when the list cannot load", async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    port.failures.failNext({ op: 'subscribe', target: 'projects' });
    renderApp({ route: '/admin/projects', port });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch projects. Please refresh the page.');
  });

  it('says so when a project to edit does not exist', async () => {
    renderApp({ route: '/admin/projects/no-such-id', signedIn: true });
    expect(await screen.findByText('This project does not exist (it may have been deleted).')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/admin/projects',
    );
  });
});
