import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/admin-kit/toaster';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { editorForm, expectFeedback, findPanel } from '@/testing/admin';
import { OWNER_SESSION, renderApp } from '@/testing/render';
import { TrackedLinksAdmin } from '../tracked-links-admin';

function renderLinks(route = '/admin/links') {
  const today = new Date().toISOString().slice(0, 10);
  const state = sampleState();
  // A visit through /r/acme-2026 today that ended in a message.
  state.docs.analytics_daily = {
    [today]: {
      period_start: `${today}T00:00:00.000Z`,
      views: 2,
      visits: 1,
      pages: [],
      referrers: [],
      campaigns: [{ key: 'acme-2026', views: 2, visits: 1, goals: { message: 1 }, conversions: 1 }],
    },
  };
  state.docs.tracked_links = { l1: { name: 'Acme application', slug: 'acme-2026', target: '/projects' } };
  const port = createMemoryPort({ session: OWNER_SESSION, initial: () => state });
  return renderApp({
    route,
    port,
    element: (
      <ToastProvider>
        <TrackedLinksAdmin />
      </ToastProvider>
    ),
  });
}

const fill = async (fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) {
    const input = editorForm().getByLabelText(new RegExp(`^${label}`));
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
};

describe('tracked links admin', () => {
  it('lists each link with its address, where it goes, its visits, goals and last visit', async () => {
    renderLinks();
    const list = await findPanel('Existing Tracked Links');
    expect(
      await screen.findByText(/^1 visit, 1 contact message; last visit [A-Z][a-z]+ \d+, \d{4} · \/r\/acme-2026 → \/projects$/),
    ).toBeInTheDocument();
    expect(list.getByText('Acme application')).toBeInTheDocument();
  });

  it('adds a link, saying plainly what is wrong with an address, and refuses one already used', async () => {
    const { port } = renderLinks('/admin/links/new');
    await screen.findByRole('heading', { name: 'Add New Tracked Link' });
    await fill({ Name: 'Globex platform team', Address: 'Globex 2026', 'Goes to': '/blog' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Tracked Link' }));
    expect(await editorForm().findByText('Use lower-case letters, digits and single hyphens only, e.g. acme-2026')).toBeInTheDocument();
    await fill({ Address: 'acme-2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Tracked Link' }));
    await expectFeedback('Another tracked link already uses /r/acme-2026.', 'error');
    await fill({ Address: 'globex-2026', 'Goes to': 'https://evil.example/' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Tracked Link' }));
    expect(await editorForm().findByText(/Use a page of this site, starting with \//)).toBeInTheDocument();
    await fill({ 'Goes to': '/blog' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Tracked Link' }));
    await expectFeedback('Tracked link added successfully!');
    expect(port.store.list('tracked_links').map((d) => d.data)).toContainEqual({
      name: 'Globex platform team',
      slug: 'globex-2026',
      target: '/blog',
    });
  });
});
