import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedProjects = (port: Port) => port.store.list('projects').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const addPanel = () => screen.getByRole('heading', { name: 'Add New Project' }).parentElement!;
const listPanel = () => screen.getByRole('heading', { name: 'Existing Projects' }).parentElement!;

async function fillRequired(title: string, description: string) {
  const panel = addPanel();
  await userEvent.type(within(panel).getByLabelText(/^Title/), title);
  await userEvent.type(within(panel).getByLabelText(/^Short Description/), description);
}

describe('projects admin', () => {
  it('shows the headings of the specification and every project with its Featured badge', async () => {
    renderApp({ route: '/admin/projects', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Projects Management' })).toBeInTheDocument();
    const row = (await within(listPanel()).findByRole('heading', { name: 'Multi-Region EKS Platform' })).closest('li')!;
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(listPanel()).getByText('Legacy Jenkins Migration')).toBeInTheDocument();
  });

  it('requires the title and the short description', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    const before = storedProjects(port).length;
    await userEvent.click(within(addPanel()).getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Short description is required')).toBeInTheDocument();
    expect(storedProjects(port)).toHaveLength(before);
  });

  it('adds a featured project last, lists one item per line, and resets the form', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    await within(listPanel()).findByText('Multi-Region EKS Platform');
    const count = storedProjects(port).length;
    await fillRequired('GitOps Starter', 'An Argo CD starter kit.');
    const panel = addPanel();
    // Typing a newline into a textarea: fireEvent keeps the exact text with its blank line.
    fireEvent.change(within(panel).getByLabelText(/^Technologies/), { target: { value: 'Argo CD\n\n  Helm  \n' } });
    await userEvent.type(within(panel).getByLabelText('GitHub URL'), 'https://github.com/example/gitops');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Featured' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project added successfully!');
    const added = storedProjects(port).find((p) => p.title === 'GitOps Starter');
    expect(added).toMatchObject({
      description: 'An Argo CD starter kit.',
      technologies: ['Argo CD', 'Helm'],
      github_url: 'https://github.com/example/gitops',
      is_featured: true,
      status: 'active',
      sort_order: count,
    });
    await waitFor(() => expect(within(addPanel()).getByLabelText(/^Title/)).toHaveValue(''));
    expect(within(addPanel()).getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  });

  it('keeps everything typed when adding fails, and a retry succeeds', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    await fillRequired('Chaos Lab', 'Game days as code.');
    port.failures.failNext({ op: 'add', target: 'projects' });
    await userEvent.click(within(addPanel()).getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add project. Please try again.');
    expect(within(addPanel()).getByLabelText(/^Title/)).toHaveValue('Chaos Lab');
    await userEvent.click(within(addPanel()).getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project added successfully!');
  });

  it('refuses an image address that is not a web address', async () => {
    renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    await fillRequired('X', 'Y');
    await userEvent.type(within(addPanel()).getByLabelText('Image URL'), 'javascript:alert(1)');
    await userEvent.click(within(addPanel()).getByRole('button', { name: 'Add Project' }));
    expect(await within(addPanel()).findByText(/Enter a full address/)).toBeInTheDocument();
  });

  it('edits one row at a time inline, with Save Changes and Cancel', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Multi-Region EKS Platform' }));
    const form = within(listPanel());
    expect(form.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    // Opening another row closes the first.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Observability Stack' }));
    expect(form.getAllByRole('button', { name: 'Save Changes' })).toHaveLength(1);
    expect(form.getByLabelText(/^Title/)).toHaveValue('Observability Stack');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(form.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Observability Stack' }));
    const title = form.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Observability Platform');
    await userEvent.selectOptions(form.getByLabelText('Status'), 'archived');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project updated successfully!');
    expect(form.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    const saved = storedProjects(port).find((p) => p.title === 'Observability Platform')!;
    expect(saved.status).toBe('archived');
    expect(Object.keys(saved).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'long_description',
        'image_url',
        'github_url',
        'live_url',
        'technologies',
        'features',
        'challenges',
        'solutions',
        'sort_order',
        'is_featured',
        'status',
      ].sort(),
    );
  });

  it('stays in edit mode with the typed text when the update fails', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Observability Stack' }));
    const form = within(listPanel());
    await userEvent.type(form.getByLabelText(/^Title/), ' v2');
    port.failures.failNext({ op: 'batch', target: 'projects' });
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update project. Please try again.');
    expect(form.getByLabelText(/^Title/)).toHaveValue('Observability Stack v2');
  });

  it('deletes a project, and reports a failed delete', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    port.failures.failNext({ op: 'batch', target: 'projects' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Observability Stack' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete project. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Observability Stack' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project deleted successfully!');
    await waitFor(() => expect(within(listPanel()).queryByText('Observability Stack')).not.toBeInTheDocument());
  });

  it('uploads an image to images/{random}.{ext} and fills in its address', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    const uploads = vi.spyOn(port, 'uploadFile');
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    await userEvent.upload(within(addPanel()).getByLabelText('Upload file for Image URL'), file);
    expect(await screen.findByRole('status')).toHaveTextContent('Image uploaded successfully!');
    const url = within(addPanel()).getByLabelText<HTMLInputElement>('Image URL').value;
    expect(url).toMatch(/^data:image\/png;base64,/);
    const path = uploads.mock.calls[0]![0];
    expect(path).toMatch(/^images\/[\w-]+\.png$/);
    expect(port.store.file(path)).toMatchObject({ contentType: 'image/png' });
  });

  it('reports a failed upload', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    port.failures.failNext({ op: 'upload', target: 'images/' });
    await userEvent.upload(within(addPanel()).getByLabelText('Upload file for Image URL'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file. Please try again.');
  });

  it("shows 'Failed to fetch projects. Please refresh the page.' when the list cannot load", async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    port.failures.failNext({ op: 'subscribe', target: 'projects' });
    renderApp({ route: '/admin/projects', port });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch projects. Please refresh the page.');
  });
});
