import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillsAdmin } from '../skills-admin';
import { checkIconRef } from '../../api/check-icon-ref';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const storedSkills = (port: Port) =>
  port.store
    .list('skills')
    .map((d): Record<string, unknown> & { sort_order: number } => ({ id: d.id, ...(d.data as { sort_order: number }) }))
    .sort((a, b) => a.sort_order - b.sort_order);
const addPanel = () => within(screen.getByRole('heading', { name: 'Add New Skill' }).parentElement!);
const listPanel = () => within(screen.getByRole('heading', { name: 'Existing Skills' }).parentElement!);
const names = () =>
  within(screen.getByRole('list', { name: 'Skills in display order' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

/** The icon set as the test sees it: these slugs exist, nothing else. */
const knownIcons = new Set(['kubernetes', 'docker', 'helm', 'terraform']);
const checker = vi.fn(async (ref: string) => knownIcons.has(ref.toLowerCase()));

function renderSkills() {
  checker.mockClear();
  return renderApp({ route: '/admin/content/skills', signedIn: true, element: <SkillsAdmin iconChecker={checker} /> });
}

describe('skills admin', () => {
  it('requires a name', async () => {
    const { port } = renderSkills();
    await screen.findByRole('heading', { name: 'Add New Skill' });
    const before = storedSkills(port).length;
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Skill' }));
    expect(await addPanel().findByText('Name is required')).toBeInTheDocument();
    expect(storedSkills(port)).toHaveLength(before);
  });

  it('adds a skill last after checking its icon, then resets the form', async () => {
    const { port } = renderSkills();
    await listPanel().findByText('Kubernetes');
    const count = storedSkills(port).length;
    await userEvent.type(addPanel().getByLabelText(/^Name/), 'Helm');
    await userEvent.type(addPanel().getByLabelText(/^Icon reference/), 'Helm');
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Skill' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Skill added successfully!');
    expect(checker).toHaveBeenCalledWith('Helm');
    expect(storedSkills(port).at(-1)).toMatchObject({ name: 'Helm', icon_ref: 'Helm', sort_order: count });
    expect(addPanel().getByLabelText(/^Name/)).toHaveValue('');
  });

  it("blocks an unknown icon with 'Invalid icon reference. Please check the icon name.'", async () => {
    const { port } = renderSkills();
    await screen.findByRole('heading', { name: 'Add New Skill' });
    const before = storedSkills(port).length;
    await userEvent.type(addPanel().getByLabelText(/^Name/), 'Mystery');
    await userEvent.type(addPanel().getByLabelText(/^Icon reference/), 'not-an-icon');
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Skill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid icon reference. Please check the icon name.');
    expect(storedSkills(port)).toHaveLength(before);
    expect(addPanel().getByLabelText(/^Name/)).toHaveValue('Mystery');
  });

  it('checks the icon on edit only when it changed', async () => {
    const { port } = renderSkills();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Grafana' }));
    const description = listPanel().getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Dashboards');
    await userEvent.click(listPanel().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Skill updated successfully!');
    // 'grafana' is not in this test's icon set: an unchanged reference is not checked again.
    expect(checker).not.toHaveBeenCalled();
    expect(storedSkills(port).find((s) => s.name === 'Grafana')).toMatchObject({ description: 'Dashboards', icon_ref: 'grafana' });
  });

  it('reports failed adds, updates and deletes', async () => {
    const { port } = renderSkills();
    await userEvent.type(await addPanel().findByLabelText(/^Name/), 'Vault');
    port.failures.failNext({ op: 'add', target: 'skills' });
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Skill' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add skill. Please try again.');
    expect(addPanel().getByLabelText(/^Name/)).toHaveValue('Vault');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Go' }));
    port.failures.failNext({ op: 'update', target: 'skills' });
    await userEvent.click(listPanel().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update skill. Please try again.');
    await userEvent.click(listPanel().getByRole('button', { name: 'Cancel' }));

    port.failures.failNext({ op: 'remove', target: 'skills' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Go' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete skill. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Go' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Skill deleted successfully!');
    await waitFor(() => expect(storedSkills(port).some((s) => s.name === 'Go')).toBe(false));
  });

  it('reorders locally, shows Save Order until saved, and saves the list index as sort_order in one batch', async () => {
    const { port } = renderSkills();
    await listPanel().findByText('Kubernetes');
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Kubernetes up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Kubernetes down' }));
    expect(names().slice(0, 2)).toEqual(['Terraform', 'Kubernetes']);
    // Nothing is stored until Save Order.
    expect(storedSkills(port)[0]).toMatchObject({ name: 'Kubernetes' });
    const batches = vi.spyOn(port, 'batch');

    port.failures.failNext({ op: 'batch', target: 'skills' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update skill order. Please try again.');
    expect(names().slice(0, 2)).toEqual(['Terraform', 'Kubernetes']);

    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Skill order updated successfully!');
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
    renderApp({ port, element: <SkillsAdmin iconChecker={checker} /> });
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
