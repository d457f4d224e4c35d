import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

const projectTitles = (port: ReturnType<typeof renderApp>['port']) => port.store.list('projects').map((d) => d.data.title);

describe('deleting from an admin list', () => {
  it('asks first, naming the item, and deletes nothing on Cancel or Escape', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Observability Stack' }));
    const confirm = screen.getByRole('group', { name: 'Confirm deleting Observability Stack' });
    expect(confirm).toHaveTextContent('Delete “Observability Stack”? This cannot be undone.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(projectTitles(port)).toContain('Observability Stack');

    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm deleting Observability Stack' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Observability Stack' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Confirm deleting Observability Stack' })).toBeNull();
    expect(projectTitles(port)).toContain('Observability Stack');
  });
});
