/**
 * The inbox a page at a time: however many messages the years bring, the screen reads one
 * page, filters by status in the query, and searches the newest 500 of the filter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

/** The sample inbox with `count` more messages, older than the sample's, 'Sender 0' the oldest. */
function withMessages(count: number, status: 'new' | 'read' = 'read') {
  return () => {
    const state = sampleState();
    for (let i = 0; i < count; i += 1) {
      state.docs.contact_messages![`bulk-${i}`] = {
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        message: i === 3 ? 'A question about Terraform state locking' : 'Hello',
        status,
        created_at: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
      };
    }
    return state;
  };
}

const rows = () => screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-label')?.startsWith('Message from'));

describe('the inbox, a page at a time', () => {
  it('shows 25 messages, reads no more than a page and one, and pages to older ones and back', async () => {
    const port = createMemoryPort({ initial: withMessages(40), session: OWNER_SESSION });
    const asked = vi.spyOn(port, 'subscribe');
    renderApp({ route: '/admin/messages', port, signedIn: true });
    await waitFor(() => expect(rows()).toHaveLength(25));
    // Every read of the messages is bounded: the page (26) and the sidebar's count (100).
    expect(asked.mock.calls.every(([q]) => q.collection !== 'contact_messages' || (q.limit !== undefined && q.limit <= 100))).toBe(true);
    // The inbox has 42 (the sample's new and read, and 40 more): 25, then 17.
    await userEvent.click(screen.getByRole('link', { name: 'Older messages' }));
    await waitFor(() => expect(rows()).toHaveLength(17));
    expect(screen.getByRole('listitem', { name: 'Message from Sender 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Newer messages' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByRole('listitem', { name: 'Message from Priya Shah' })).toBeInTheDocument();
  });

  it('keeps the status filter in the address and asks the store for that status only', async () => {
    renderApp({ route: '/admin/messages', signedIn: true, initial: withMessages(40) });
    await waitFor(() => expect(rows()).toHaveLength(25));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'archived');
    await waitFor(() => expect(rows().map((li) => li.getAttribute('aria-label'))).toEqual(['Message from Recruiting Team']));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('finds a message past the first page by search, among the newest 500', async () => {
    renderApp({ route: '/admin/messages', signedIn: true, initial: withMessages(40) });
    await waitFor(() => expect(rows()).toHaveLength(25));
    await userEvent.type(screen.getByLabelText('Search'), 'state locking');
    await waitFor(() => expect(rows().map((li) => li.getAttribute('aria-label'))).toEqual(['Message from Sender 3']));
    expect(screen.queryByText(/Searched the newest 500 messages/)).toBeNull();
  });

  it('says when a search did not reach every message of the filter', async () => {
    renderApp({ route: '/admin/messages', signedIn: true, initial: withMessages(510) });
    await waitFor(() => expect(rows()).toHaveLength(25));
    // Sender 3 is among the oldest 10, which the search does not reach.
    await userEvent.type(screen.getByLabelText('Search'), 'state locking');
    expect(await screen.findByText('Searched the newest 500 messages of this filter.')).toBeInTheDocument();
    expect(screen.getByText('No messages found')).toBeInTheDocument();
  });

  it('counts new messages beside Messages up to 99, then says 99+', async () => {
    renderApp({ route: '/admin/messages', signedIn: true, initial: withMessages(120, 'new') });
    // On a narrow screen (as here) the sidebar is behind Menu.
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const messages = await within(nav).findByRole('link', { name: /^Messages\s*\(99\+ new\)$/ });
    expect(within(messages).getByText('99+')).toBeInTheDocument();
  });
});
