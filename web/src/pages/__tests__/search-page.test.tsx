/**
 * Site search on the in-memory twin: the search page's states, and the header's box
 * suggesting as the visitor types from an index it fetches only once focused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';

const POST_TITLE = 'Zero-Downtime Deployments on Kubernetes with Argo Rollouts';

describe('the search page', () => {
  it('finds a post by a word only in its body, counts it and marks the word', async () => {
    renderApp({ route: '/search?q=checkout' });
    expect(await screen.findByText('1 result for “checkout”', undefined)).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: POST_TITLE })).toHaveAttribute(
      'href',
      '/blog/zero-downtime-deployments-on-kubernetes-with-argo-rollouts',
    );
    expect([...results.querySelectorAll('mark')].map((m) => m.textContent)).toContain('checkout');
    expect(screen.getByRole('searchbox', { name: 'Search posts and projects' })).toHaveValue('checkout');
  });

  it("finds nothing from a draft's words, and says what to try", async () => {
    renderApp({ route: '/search?q=backstage' });
    expect(await screen.findByRole('heading', { name: 'No results for “backstage”' })).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or try fewer or shorter words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
  });

  it('invites a search when nothing was asked, and searches what is typed without leaving the app', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/search' });
    expect(await screen.findByText(/Type a word or two to search every post and project/, undefined)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts and projects' }), 'terraform{Enter}');
    expect(await screen.findByText(/results? for “terraform”/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=terraform');
  });

  it('says so when search fails', async () => {
    const port = createMemoryPort({ initial: sampleState });
    port.failures.failNext({ op: 'search', target: 'results' });
    renderApp({ route: '/search?q=helm', port });
    expect(await screen.findByText('Search is not available just now. Please try again in a moment.', undefined)).toBeInTheDocument();
  });
});

describe("the header's search box", () => {
  it('fetches its index only when focused, then shows matches as the visitor types and opens the chosen one', async () => {
    const user = userEvent.setup();
    const { port, router } = renderApp({ route: '/resume' });
    const index = vi.spyOn(port, 'searchIndex');
    const box = (await screen.findAllByRole('combobox', { name: 'Search posts and projects' }))[0]!;
    expect(index).not.toHaveBeenCalled();

    await user.click(box);
    await waitFor(() => expect(index).toHaveBeenCalledTimes(1));
    await user.type(box, 'kuber');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(within(list).getByRole('option', { name: /Zero-Downtime Deployments/ })).toBeInTheDocument());
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByRole('option', { name: /All results for “kuber”/ })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/blog\/|^\/projects\//));
    expect(index).toHaveBeenCalledTimes(1);
    // Focus leaves the box for the opened page's heading, where a reader or the next Tab starts.
    const heading = await screen.findByRole('heading', { level: 1, name: /Zero-Downtime Deployments/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes to the search page with what was typed when no match is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/resume' });
    const box = (await screen.findAllByRole('combobox', { name: 'Search posts and projects' }))[0]!;
    await user.type(box, 'slo alerting{Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=slo+alerting'));
    expect(await screen.findByRole('link', { name: 'SLO Alerting That Wakes You for the Right Reasons' })).toBeInTheDocument();
  });
});
