import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFeedback } from '@/testing/admin';
import { renderApp } from '@/testing/render';

const item = (name: string) => screen.getByRole('listitem', { name: `Message from ${name}` });

describe('messages admin', () => {
  it('shows each status badge and only the allowed actions', async () => {
    renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    const fresh = within(item('Priya Shah'));
    expect(fresh.getByText('New')).toBeInTheDocument();
    expect(fresh.getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(fresh.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    const read = within(item('Tom Becker'));
    expect(read.queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    expect(read.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'archived');
    const archived = within(await screen.findByRole('listitem', { name: 'Message from Recruiting Team' }));
    // An archived message can still be answered, and nothing else.
    expect(archived.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Reply to Recruiting Team']);
  });

  it('marks a new message read, then archives it, changing only the status', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await screen.findByRole('listitem', { name: 'Message from Recruiting Team' });
    const updates = vi.spyOn(port, 'update');
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Mark as Read' }));
    await expectFeedback('Marked as read.');
    await waitFor(() => expect(within(item('Priya Shah')).getByText('Read')).toBeInTheDocument());
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(within(item('Priya Shah')).getByText('Archived')).toBeInTheDocument());
    expect(updates.mock.calls.map((c) => c[2])).toEqual([{ status: 'read' }, { status: 'archived' }]);
    expect(within(item('Priya Shah')).queryByRole('button', { name: /Mark as Read|Archive/ })).not.toBeInTheDocument();
  });

  it('records a reply: the new message becomes read and says when it was replied to', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    expect(within(item('Priya Shah')).queryByText(/^Replied/)).not.toBeInTheDocument();
    const updates = vi.spyOn(port, 'update');
    await userEvent.click(within(item('Priya Shah')).getByRole('link', { name: 'Reply to Priya Shah from your mail app' }));
    const today = new Date().toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(await within(item('Priya Shah')).findByText(`Replied ${today}`)).toBeVisible();
    expect(within(item('Priya Shah')).getByText('Read')).toBeInTheDocument();
    expect(updates.mock.calls.map((c) => c[2])).toEqual([{ replied_at: expect.objectContaining({ __serverTime: true }), status: 'read' }]);
    // A read message keeps its status when replied to.
    await userEvent.click(within(item('Tom Becker')).getByRole('link', { name: 'Reply to Tom Becker from your mail app' }));
    expect(await within(item('Tom Becker')).findByText(`Replied ${today}`)).toBeVisible();
    expect(updates.mock.calls.at(-1)?.[2]).toMatchObject({ status: 'read' });
  });

  it('says when a reply could not be recorded, and the message stays as it was', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    port.failures.failNext({ op: 'update', target: 'contact_messages' });
    await userEvent.click(within(item('Priya Shah')).getByRole('link', { name: 'Reply to Priya Shah from your mail app' }));
    await expectFeedback('The reply could not be recorded.', 'error');
    expect(within(item('Priya Shah')).getByText('New')).toBeInTheDocument();
    expect(within(item('Priya Shah')).queryByText(/^Replied/)).not.toBeInTheDocument();
  });

  it("reports 'Failed to update message status'", async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    port.failures.failNext({ op: 'update', target: 'contact_messages' });
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Mark as Read' }));
    await expectFeedback('Failed to update message status', 'error');
  });

  it('is an inbox: new and read messages by default, archived ones in their own filter', async () => {
    renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Inbox (new and read)');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).not.toContain('Message from Recruiting Team');
    expect(screen.getByRole('listitem', { name: 'Message from Tom Becker' })).toBeInTheDocument();
  });

  it('archiving takes a message out of the inbox, and the banner says so', async () => {
    renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Tom Becker' });
    await userEvent.click(within(item('Tom Becker')).getByRole('button', { name: 'Archive' }));
    await expectFeedback('Message archived.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Message from Tom Becker' })).not.toBeInTheDocument());
  });

  it('sends a reply written here: the sender gets it, the message shows it and Replied', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    const stored = port.store.list('contact_messages').find((d) => d.data.name === 'Priya Shah')!.data;
    const calls = vi.spyOn(port, 'call');
    await userEvent.click(within(item('Priya Shah')).getByRole('button', { name: 'Reply to Priya Shah' }));
    const form = within(screen.getByRole('form', { name: 'Reply to Priya Shah' }));
    expect(form.getByLabelText<HTMLInputElement>('Subject').value).toMatch(/^Re: Your message on .+/);
    await userEvent.click(form.getByRole('button', { name: 'Send Reply' }));
    expect(await form.findByText('Write a reply first.')).toBeVisible();
    expect(calls).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(`Reply to ${String(stored.email)}`), 'Thanks, Priya. Tuesday works.');
    await userEvent.click(form.getByRole('button', { name: 'Send Reply' }));
    await expectFeedback(`Reply sent to ${String(stored.email)}.`);
    const today = new Date().toLocaleDateString(undefined, { dateStyle: 'medium' });
    expect(await within(item('Priya Shah')).findByText(`Replied ${today}`)).toBeVisible();
    expect(within(item('Priya Shah')).getByRole('list', { name: 'Your replies' })).toHaveTextContent('Thanks, Priya. Tuesday works.');
    expect(within(item('Priya Shah')).getByText('Read')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls.mock.calls[0]![0]).toBe('replyToMessage');
  });

  it('replies in the mail client: to the sender, with the subject filled in', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    const stored = port.store.list('contact_messages').find((d) => d.data.name === 'Priya Shah')!.data;
    const href = within(item('Priya Shah')).getByRole('link', { name: 'Reply to Priya Shah from your mail app' }).getAttribute('href')!;
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(stored.email);
    expect(url.searchParams.get('subject')).toMatch(/^Re: Your message on .+/);
    expect(url.searchParams.get('body')).toContain(`> ${String(stored.message).split('\n')[0]}`);
  });

  it("searches, filters by status, and says 'No messages found'", async () => {
    renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    // The filter's values (all, new, read, archived) and the inbox.
    expect([...screen.getByLabelText('Status').querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'inbox',
      'new',
      'read',
      'archived',
      'all',
    ]);
    const shown = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'archived');
    await waitFor(() => expect(shown()).toEqual(['Message from Recruiting Team']));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
    await userEvent.type(screen.getByLabelText('Search'), 'helm chart');
    await waitFor(() => expect(shown()).toEqual(['Message from Tom Becker']));
    await userEvent.type(screen.getByLabelText('Search'), ' nothing like this');
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('flags a message whose notification mail failed', async () => {
    const { port } = renderApp({ route: '/admin/messages', signedIn: true });
    await screen.findByRole('listitem', { name: 'Message from Priya Shah' });
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
