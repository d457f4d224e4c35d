import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillsAdmin } from '../skills-admin';
import { checkIconRef } from '../../api/check-icon-ref';
import { ToastProvider } from '@/admin-kit/toaster';
import { editorForm, expectFeedback, findPanel } from '@/testing/admin';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedSkills = (port: Port) =>
  port.store
    .list('skills')
    .map((d): Record<string, unknown> & { sort_order: number } => ({ id: d.id, ...(d.data as { sort_order: number }) }))
    .sort((a, b) => a.sort_order - b.sort_order);
const listPanel = () => findPanel('Existing Skills');
const names = () =>
  within(screen.getByRole('list', { name: 'Skills in display order' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

/** The icon set as the test sees it: these slugs exist, nothing else. */
const knownIcons = new Set(['kubernetes', 'docker', 'helm', 'terraform']);
const checker = vi.fn(async (ref: string) => knownIcons.has(ref.toLowerCase()));

function renderSkills(route = '/admin/content/skills', port?: Port) {
  checker.mockClear();
  return renderApp({
    route,
    port,
    signedIn: true,
    element: (
      <ToastProvider>
        <SkillsAdmin iconChecker={checker} />
      </ToastProvider>
    ),
  });
}

describe('skills admin', () => {
  it('requires a name', async () => {
    const { port } = renderSkills('/admin/content/skills/new');
    await screen.findByRole('heading', { name: 'Add New Skill' });
    const before = storedSkills(port).length;
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
    expect(await editorForm().findByText('Name is required')).toBeInTheDocument();
    expect(storedSkills(port)).toHaveLength(before);
  });

  it('adds a skill last after checking its icon, then lists it', async () => {
    const { port } = renderSkills();
    await (await listPanel()).findByText('Kubernetes');
    const count = storedSkills(port).length;
    await userEvent.click(screen.getByRole('link', { name: 'New Skill' }));
    await screen.findByRole('heading', { name: 'Add New Skill' });
    await userEvent.type(editorForm().getByLabelText(/^Name/), 'Helm');
    await userEvent.type(editorForm().getByLabelText(/^Icon reference/), 'Helm');
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
    await expectFeedback('Skill added successfully!');
    expect(checker).toHaveBeenCalledWith('Helm');
    expect(storedSkills(port).at(-1)).toMatchObject({ name: 'Helm', icon_ref: 'Helm', sort_order: count });
    expect(await (await listPanel()).findByText('Helm')).toBeInTheDocument();
  });

  it('adds a skill last even when the list has not loaded (it went first: its place was taken from the list on screen)', async () => {
    const port = createMemoryPort({ initial: () => sampleState(), session: OWNER_SESSION });
    // The list never arrives on this screen: the editor is open before it has loaded.
    port.failures.failNext({ op: 'subscribe', target: 'skills', times: 10 });
    renderSkills('/admin/content/skills/new', port);
    await screen.findByRole('heading', { name: 'Add New Skill' });
    const count = storedSkills(port).length;
    await userEvent.type(editorForm().getByLabelText(/^Name/), 'Helm');
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
    await expectFeedback('Skill added successfully!');
    expect(storedSkills(port).at(-1)).toMatchObject({ name: 'Helm', sort_order: count });
  });

  it("blocks an unknown icon with 'Invalid icon reference. Please check the icon name.'", async () => {
    const { port } = renderSkills('/admin/content/skills/new');
    await screen.findByRole('heading', { name: 'Add New Skill' });
    const before = storedSkills(port).length;
    await userEvent.type(editorForm().getByLabelText(/^Name/), 'Mystery');
    await userEvent.type(editorForm().getByLabelText(/^Icon reference/), 'not-an-icon');
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
    await expectFeedback('Invalid icon reference. Please check the icon name.', 'error');
    expect(storedSkills(port)).toHaveLength(before);
    expect(editorForm().getByLabelText(/^Name/)).toHaveValue('Mystery');
  });

  it('checks the icon on edit only when it changed', async () => {
    const { port } = renderSkills();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Grafana' }));
    await screen.findByRole('heading', { name: /Edit Skill/ });
    const description = editorForm().getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Dashboards');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Skill updated successfully!');
    // 'grafana' is not in this test's icon set: an unchanged reference is not checked again.
    expect(checker).not.toHaveBeenCalled();
    expect(storedSkills(port).find((s) => s.name === 'Grafana')).toMatchObject({ description: 'Dashboards', icon_ref: 'grafana' });
  });

  it('reports failed adds, updates and deletes', async () => {
    const { port } = renderSkills('/admin/content/skills/new');
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Vault');
    port.failures.failNext({ op: 'add', target: 'skills' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
    await expectFeedback('Failed to add skill. Please try again.', 'error');
    expect(editorForm().getByLabelText(/^Name/)).toHaveValue('Vault');
    // Leaving the typed skill behind: the editor asks first.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Go' }));
    await screen.findByRole('heading', { name: /Edit Skill/ });
    port.failures.failNext({ op: 'update', target: 'skills' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to update skill. Please try again.', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    port.failures.failNext({ op: 'remove', target: 'skills' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Go' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Failed to delete skill. Please try again.', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Go' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Skill deleted successfully!');
    await waitFor(() => expect(storedSkills(port).some((s) => s.name === 'Go')).toBe(false));
  });

  it('reorders locally, shows Save Order until saved, and saves the list index as sort_order in one batch', async () => {
    const { port } = renderSkills();
    await (await listPanel()).findByText('Kubernetes');
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Kubernetes up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Kubernetes down' }));
    expect(names().slice(0, 2)).toEqual(['Terraform', 'Kubernetes']);
    // Nothing is stored until Save Order.
    expect(storedSkills(port)[0]).toMatchObject({ name: 'Kubernetes' });
    const batches = vi.spyOn(port, 'batch');

    port.failures.failNext({ op: 'batch', target: 'skills' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    await expectFeedback('Failed to update skill order. Please try again.', 'error');
    expect(names().slice(0, 2)).toEqual(['Terraform', 'Kubernetes']);

    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    await expectFeedback('Skill order updated successfully!');
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();
    expect(batches).toHaveBeenCalledTimes(2);
    const stored = storedSkills(port);
    expect(stored.map((s) => s.name).slice(0, 2)).toEqual(['Terraform', 'Kubernetes']);
    expect(stored.map((s) => s.sort_order)).toEqual(stored.map((_, i) => i));
  });

  it("shows 'Failed to fetch skills. Please refresh the page.' when the list cannot load", async () => {
    const { createMemoryPort } = await import('@/data/memory');
    const { OWNER_SESSION } = await import('@/testing/render');
    const port = createMemoryPort({ session: OWNER_SESSION });
    port.failures.failNext({ op: 'subscribe', target: 'skills' });
    renderApp({ port, route: '/admin/content/skills', element: <SkillsAdmin iconChecker={checker} /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch skills. Please refresh the page.');
  });
});

describe('the icon check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the lower-cased name as an SVG from our own origin', async () => {
    const fetchMock = vi.fn(async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkIconRef('Docker')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/skill-icons/docker.svg');
  });

  it("refuses the host's HTML fallback page, a 404 and a name that is not a slug", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })),
    );
    await expect(checkIconRef('nothing')).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(checkIconRef('nothing')).resolves.toBe(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkIconRef('../secrets')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
