/**
 * One way to order every owner-ordered list: projects, resume entries and skills move by
 * their buttons (keyboard and pointer) or by dragging, each move is announced, Save Order stores the
 * order in one batch, and the public pages show it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { expectFeedback, findPanel } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const projectsList = async () => (await findPanel('Existing Projects')).getByRole('list', { name: 'Projects' });

describe('an owner-ordered list', () => {
  it('moves a project by keyboard, announces it, saves the order in one batch, and the public list follows', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    renderApp({ route: '/admin/projects', port, signedIn: true });
    const list = await projectsList();
    expect(titlesIn(list).slice(0, 3)).toEqual(['Multi-Region EKS Platform', 'Terraform Module Registry', 'Observability Stack']);
    expect(screen.queryByRole('button', { name: 'Save Order' })).toBeNull();

    within(list).getByRole('button', { name: 'Move Observability Stack up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(titlesIn(list).slice(0, 3)).toEqual(['Multi-Region EKS Platform', 'Observability Stack', 'Terraform Module Registry']);
    expect(screen.getByText('Observability Stack moved to position 2 of 6. The order is not saved yet.')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(titlesIn(list)[0]).toBe('Observability Stack');
    // Nothing is stored before Save Order.
    expect(port.store.get('projects', 'project-3')).toMatchObject({ sort_order: 2 });

    const batches = vi.spyOn(port, 'batch');
    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    await expectFeedback('Project order updated successfully!');
    expect(batches).toHaveBeenCalledTimes(1);
    const stored = port.store
      .list('projects')
      .map((d) => ({ title: d.data.title, order: d.data.sort_order as number }))
      .sort((a, b) => a.order - b.order);
    expect(stored.map((p) => p.title).slice(0, 3)).toEqual([
      'Observability Stack',
      'Multi-Region EKS Platform',
      'Terraform Module Registry',
    ]);
    expect(stored.map((p) => p.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(screen.queryByRole('button', { name: 'Save Order' })).toBeNull();

    renderApp({ route: '/projects', port });
    const grid = await screen.findByTestId('projects-grid');
    await waitFor(() => expect(within(grid).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Observability Stack'));
  });

  it('keeps showing the saved order after Save Order: no moment of the old order before the live list arrives', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    renderApp({ route: '/admin/projects', port, signedIn: true });
    const list = await projectsList();
    const before = titlesIn(list);
    within(list).getByRole('button', { name: 'Move Terraform Module Registry up' }).focus();
    await userEvent.keyboard('{Enter}');
    const moved = titlesIn(list);
    // Every state the list passes through, from the click on.
    const seen: (string | null)[][] = [];
    const observer = new MutationObserver(() => seen.push(titlesIn(list)));
    observer.observe(list, { childList: true, subtree: true, characterData: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    await expectFeedback('Project order updated successfully!');
    await waitFor(() => expect(port.store.get('projects', 'project-2')).toMatchObject({ sort_order: 0 }));
    await act(async () => {});
    observer.disconnect();
    expect(seen.some((titles) => titles.join('|') === before.join('|'))).toBe(false);
    expect(titlesIn(list)).toEqual(moved);
  });

  it('moves a row by dragging it onto another', async () => {
    renderApp({ route: '/admin/projects', signedIn: true });
    const list = await projectsList();
    const row = (title: string) => within(list).getByRole('heading', { name: title }).closest('li')!;
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k), effectAllowed: '' };
    act(() => {
      fireEvent.dragStart(row('CI/CD Pipeline Templates'), { dataTransfer });
      fireEvent.dragOver(row('Multi-Region EKS Platform'), { dataTransfer });
      fireEvent.drop(row('Multi-Region EKS Platform'), { dataTransfer });
      fireEvent.dragEnd(row('CI/CD Pipeline Templates'), { dataTransfer });
    });
    expect(titlesIn(list).slice(0, 2)).toEqual(['CI/CD Pipeline Templates', 'Multi-Region EKS Platform']);
    expect(screen.getByRole('button', { name: 'Save Order' })).toBeInTheDocument();
  });

  it('reorders only while the whole list shows', async () => {
    renderApp({ route: '/admin/projects', signedIn: true });
    const list = await projectsList();
    expect(within(list).getAllByRole('button', { name: /^Move / }).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('Search'), 'terraform');
    expect(within(await projectsList()).queryAllByRole('button', { name: /^Move / })).toEqual([]);
    expect(screen.getByText('Clear the search and filter to change the order.')).toBeInTheDocument();
  });

  it('moves a resume entry among its own type, and stores each type from 0', async () => {
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    renderApp({ route: '/admin/resume', port, signedIn: true });
    const certifications = await findPanel('Certifications');
    await certifications.findByText('Certified Kubernetes Administrator (CKA)');
    expect(certifications.getByRole('button', { name: 'Move AWS Certified Solutions Architect – Professional up' })).toBeDisabled();
    await userEvent.click(certifications.getByRole('button', { name: 'Move Certified Kubernetes Administrator (CKA) up' }));
    expect(
      screen.getByText('Certified Kubernetes Administrator (CKA) moved to position 1 of 3. The order is not saved yet.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Order' }));
    await expectFeedback('Resume order updated successfully!');
    const orderOf = (title: string) => port.store.list('resume_data').find((d) => d.data.title === title)!.data.sort_order;
    expect(orderOf('Certified Kubernetes Administrator (CKA)')).toBe(0);
    expect(orderOf('AWS Certified Solutions Architect – Professional')).toBe(1);
    expect(orderOf('Senior DevOps Engineer')).toBe(0);
    expect(orderOf('BSc Computer Science')).toBe(0);
  });
});
