import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { expectFeedback } from '@/testing/admin';
import { renderApp } from '@/testing/render';

const panel = async () => {
  const heading = await screen.findByRole('heading', { name: 'Preview Links' });
  return within(heading.closest('section')!);
};

describe('preview links in a draft’s editor', () => {
  it('makes a private link shown once, lists it until it is revoked, and stores only its hash', async () => {
    const { port } = renderApp({ route: '/admin/blog/post-5', signedIn: true });
    const links = await panel();
    // In view under the form, not in a drawer: seven days unless the owner picks another length.
    expect(links.getByRole('heading', { name: 'Preview Links' })).toBeVisible();
    expect(links.getByLabelText('Works for')).toHaveValue('7');
    await userEvent.selectOptions(links.getByLabelText('Works for'), '30');
    await userEvent.click(links.getByRole('button', { name: 'Create Preview Link' }));

    const made = within(await links.findByRole('region', { name: 'New preview link' }));
    const url = made.getByLabelText<HTMLInputElement>('Preview link').value;
    expect(url).toMatch(new RegExp(`^${window.location.origin}/preview/[A-Za-z0-9_-]{43}$`));
    const token = url.split('/').pop()!;
    const stored = port.store.list('preview_links');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (Date.parse(stored[0]!.data.expires_at as string) - Date.parse(stored[0]!.data.created_at as string)) / 86_400_000;
    expect(days).toBe(30);

    await userEvent.click(made.getByRole('button', { name: 'Copy' }));
    await expectFeedback('Preview link copied.');

    const list = within(await links.findByRole('list', { name: 'Preview links that work' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(list.getByRole('button', { name: 'Revoke' }));
    await expectFeedback('Preview link revoked: it no longer opens.');
    await waitFor(() => expect(links.queryByRole('list', { name: 'Preview links that work' })).not.toBeInTheDocument());
    expect(links.queryByRole('region', { name: 'New preview link' })).not.toBeInTheDocument();
    expect(port.store.list('preview_links')).toHaveLength(0);
  });

  it('is offered for drafts only: a published post has none', async () => {
    renderApp({ route: '/admin/blog/post-1', signedIn: true });
    await screen.findByRole('heading', { name: /^Edit / });
    await screen.findByRole('link', { name: /View on site/ });
    expect(screen.queryByRole('heading', { name: 'Preview Links' })).not.toBeInTheDocument();
  });

  it('is offered for a project that is not active', async () => {
    const [archived] = Object.entries(sampleState().docs.projects!).find(([, p]) => p.status === 'archived')!;
    renderApp({ route: `/admin/projects/${archived}`, signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Preview Links' })).toBeVisible();
  });
});
