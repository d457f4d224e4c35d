/**
 * A newsletter send ends in the background, after the owner published: a toast tells them wherever
 * they are in the admin, but not for sends that had ended before, and not on the Subscribers screen,
 * whose Send Log says it in place.
 */
import type { NewsletterSend } from '@portfolio/model';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const now = () => new Date().toISOString();
const send = (title: string, fields: Partial<NewsletterSend>) => ({
  title,
  state: 'sending',
  reason: '',
  total: 2,
  sent: 0,
  not_sent: 0,
  started_at: now(),
  finished_at: null,
  lease_until: null,
  ...fields,
});

describe('a newsletter send ending in the background', () => {
  it('is told by a toast on another admin screen, and sends that had ended say nothing', async () => {
    const { port } = renderApp({ route: '/admin/blog', signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Blog Management' });
    port.store.write([{ collection: 'newsletter_sends', id: 'going-out', data: send('Going Out Today', { sent: 1 }) }]);
    port.store.write([
      { collection: 'newsletter_sends', id: 'going-out', data: send('Going Out Today', { state: 'done', sent: 2, finished_at: now() }) },
    ]);

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Newsletter for “Going Out Today”')).toBeVisible();
    expect(within(toast).getByText('Sent to 2 of 2')).toBeVisible();
    // The sample's sends had ended before the admin opened: no toast of theirs.
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('asks for a look when a send ends with mails not sent, or is skipped', async () => {
    const { port } = renderApp({ route: '/admin/projects', signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Projects Management' });
    port.store.write([
      {
        collection: 'newsletter_sends',
        id: 'restored',
        data: send('A Restored Old Post', {
          state: 'skipped',
          total: 0,
          reason: 'First published before the newsletter began, so not mailed.',
          finished_at: now(),
        }),
      },
    ]);
    const skipped = await screen.findByTestId('toast');
    expect(within(skipped).getByText('Not sent: First published before the newsletter began, so not mailed.')).toBeVisible();
    // A failure's toast stays until read and can be dismissed.
    expect(within(skipped).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();

    port.store.write([
      {
        collection: 'newsletter_sends',
        id: 'partly',
        data: send('Partly Mailed', { state: 'done', sent: 1, not_sent: 1, finished_at: now() }),
      },
    ]);
    const partly = (await screen.findByText('Sent to 1 of 2 (1 not sent)')).closest<HTMLElement>('[data-testid="toast"]')!;
    expect(within(partly).getByText('Newsletter for “Partly Mailed”')).toBeVisible();
    expect(within(partly).getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  });

  it('says nothing more on the Subscribers screen, where the Send Log counts it up', async () => {
    const { port, router } = renderApp({ route: '/admin/subscribers', signedIn: true });
    await screen.findByRole('list', { name: 'Posts mailed' });
    port.store.write([{ collection: 'newsletter_sends', id: 'going-out', data: send('Going Out Today', { sent: 1 }) }]);
    const row = within(await screen.findByRole('listitem', { name: 'Going Out Today' }));
    port.store.write([
      { collection: 'newsletter_sends', id: 'going-out', data: send('Going Out Today', { state: 'done', sent: 2, finished_at: now() }) },
    ]);
    await row.findByText(/^Sent to 2 of 2 ·/);
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);

    // Elsewhere, the next send's end is told, and the one read in the Send Log is not told again.
    await act(() => router.navigate('/admin/blog'));
    await screen.findByRole('heading', { level: 1, name: 'Blog Management' });
    port.store.write([
      { collection: 'newsletter_sends', id: 'next', data: send('The Next One', { state: 'done', sent: 2, finished_at: now() }) },
    ]);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Newsletter for “The Next One”')).toBeVisible();
    expect(screen.queryByText('Newsletter for “Going Out Today”')).not.toBeInTheDocument();
  });
});
