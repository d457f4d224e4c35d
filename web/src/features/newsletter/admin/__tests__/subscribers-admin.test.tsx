import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { expectFeedback } from '@/testing/admin';
import { captureDownloads } from '@/testing/downloads';
import { renderApp } from '@/testing/render';

const counts = () => within(screen.getByLabelText('Subscribers by state'));
const countOf = (label: string) => counts().getByText(label).nextElementSibling?.textContent;
const chooseCsv = (text: string) =>
  userEvent.upload(screen.getByLabelText('CSV file to import'), new File([text], 'subscribers.csv', { type: 'text/csv' }));

describe('the Subscribers screen', () => {
  let downloads: Blob[];
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts the addresses by state, lists them with where they signed up, and searches them', async () => {
    renderApp({ route: '/admin/subscribers', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await screen.findByRole('listitem', { name: 'maria.lopez@example.org' });
    expect([countOf('Confirmed'), countOf('Pending'), countOf('Unsubscribed')]).toEqual(['2', '1', '1']);
    const imported = within(screen.getByRole('listitem', { name: 'dev.patel@example.net' }));
    expect(imported.getByText('imported', { selector: 'span' })).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'maria.lopez@example.org' })).getByText(/on \/blog\/terraform-modules-that-scale/),
    ).toBeVisible();

    await userEvent.type(screen.getByLabelText('Search'), 'KIM');
    const list = screen.getByRole('list', { name: 'Subscribers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['sam.kim@example.com']);
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'nobody');
    expect(screen.getByText('No address matches the search.')).toBeVisible();
  });

  it('shows each post’s send as "sent to n of n"', async () => {
    renderApp({ route: '/admin/subscribers', signedIn: true });
    const log = within(await screen.findByRole('list', { name: 'Posts mailed' }));
    const send = log.getByRole('listitem', { name: 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts' });
    expect(within(send).getByText(/^Sent to 2 of 2 ·/)).toBeVisible();
  });

  it('says why a post was not mailed, its day in the admin’s date format', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.newsletter_sends = {
        'post-old': {
          title: 'A Restored Old Post',
          state: 'skipped',
          reason: 'First published on 2026-01-02: not news any more, so not mailed.',
          total: 0,
          sent: 0,
          not_sent: 0,
          started_at: '2026-03-01T10:00:00.000Z',
          finished_at: '2026-03-01T10:00:00.000Z',
          lease_until: null,
        },
      };
      return state;
    };
    renderApp({ route: '/admin/subscribers', signedIn: true, initial });
    const send = within(await screen.findByRole('listitem', { name: 'A Restored Old Post' }));
    const day = new Date('2026-01-02T00:00:00Z').toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
    expect(send.getByText(/^Not sent:/)).toHaveTextContent(`Not sent: First published on ${day}: not news any more, so not mailed.`);
    expect(send.queryByText(/2026-01-02/)).not.toBeInTheDocument();
  });

  it('removes an address with its data after asking, and the counts follow', async () => {
    const { port } = renderApp({ route: '/admin/subscribers', signedIn: true });
    const row = await screen.findByRole('listitem', { name: 'maria.lopez@example.org' });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove maria.lopez@example.org' }));
    const confirm = screen.getByRole('group', { name: 'Confirm removing maria.lopez@example.org' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Remove' }));
    await expectFeedback('maria.lopez@example.org removed, with its data.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'maria.lopez@example.org' })).not.toBeInTheDocument());
    expect(countOf('Confirmed')).toBe('1');
    expect(port.store.list('newsletter_subscribers').map((d) => d.data.email)).not.toContain('maria.lopez@example.org');
  });

  it('exports every address as CSV', async () => {
    renderApp({ route: '/admin/subscribers', signedIn: true });
    await screen.findByRole('listitem', { name: 'maria.lopez@example.org' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await downloads[0]!.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,state,subscribed_at,confirmed_at,unsubscribed_at,source,imported');
    expect(lines).toHaveLength(5);
    expect(lines.some((line) => line.startsWith('dev.patel@example.net,confirmed,') && line.endsWith(',import,true'))).toBe(true);
  });

  it('imports consenting addresses, names each line it could not read, and changes nothing the second time', async () => {
    renderApp({ route: '/admin/subscribers', signedIn: true });
    await screen.findByRole('listitem', { name: 'maria.lopez@example.org' });
    const csv = 'email\nnew.reader@example.com\nsam.kim@example.com\njo.weber@example.org\nnot-an-address\n';
    await chooseCsv(csv);
    const result = within(await screen.findByRole('region', { name: 'Import result' }));
    expect(result.getByText('Import done: 1 address added, 1 pending confirmed, 1 address left out: unsubscribed before.')).toBeVisible();
    expect(within(result.getByRole('list', { name: 'Lines not imported' })).getByRole('listitem').textContent).toBe(
      'Line 5: “not-an-address” is not an email address.',
    );
    const added = within(await screen.findByRole('listitem', { name: 'new.reader@example.com' }));
    expect(added.getByText('Confirmed')).toBeVisible();
    expect(added.getByText('imported', { selector: 'span' })).toBeVisible();
    expect([countOf('Confirmed'), countOf('Pending'), countOf('Unsubscribed')]).toEqual(['4', '0', '1']);

    await chooseCsv(csv);
    expect(
      await screen.findByText('Import done: 0 addresses added, 2 already subscribed, 1 address left out: unsubscribed before.'),
    ).toBeVisible();
    expect(countOf('Confirmed')).toBe('4');
  });
});
