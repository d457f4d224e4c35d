import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

const item = (name: string) => screen.getByRole('listitem', { name: `Message from ${name}` });

describe('messages admin', () => {
  it('shows each status badge and only the allowed actions', async () => {
    renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' }, { timeout: 5000 });
    const fresh = within(item('Priya Shah'));
    expect(fresh.getByText('new')).toBeInTheDocument();
    expect(fresh.getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(fresh.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    const read = within(item('Tom Becker'));
    expect(read.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    expect(read.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    const archived = within(item('Recruiting Team'));
    expect(archived.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a new message read, then archives it, changing only the status', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' }, { timeout: 5000 });
    const updates = vi.spyOn(port, 'update');
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(within(item('Priya Shah')).getByText('read')).toBeInTheDocument());
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(within(item('Priya Shah')).getByText('archived')).toBeInTheDocument());
    expect(updates.mock.calls.map((c) => c[2])).toEqual([{ status: 'read' }, { status: 'archived' }]);
    expect(within(item('Priya Shah')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("reports 'Failed to update message status'", async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' }, { timeout: 5000 });
    port.failures.failNext({ op: 'update', target: 'contact_messages' });
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update message status');
  });

  it("searches, filters by status, and says 'No messages found'", async () => {
    renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' }, { timeout: 5000 });
    expect(screen.getByLabelText('Status').querySelectorAll('option')).toHaveLength(4);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'archived');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Message from Recruiting Team']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.type(screen.getByLabelText('Search'), 'helm chart');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Message from Tom Becker']);
    await userEvent.type(screen.getByLabelText('Search'), ' nothing like this');
    expect(screen.getByText('No messages found')).toBeInTheDocument();
  });

  it('flags a message whose notification mail failed', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' }, { timeout: 5000 });
    port.store.write([
      {
        collection: 'contact_messages',
        id: 'message-1',
        data: {
          ...(port.store.get('contact_messages', 'message-1') as object),
          delivery: { state: 'failed', attempts: 2, last_error: 'SMTP down' },
        },
      },
    ]);
    expect(await within(item('Priya Shah')).findByText('Email notification failed')).toBeInTheDocument();
  });
});
