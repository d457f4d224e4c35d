/**
 * The browser reads through the same declarations (data/declared.ts, both adapters): a malformed
 * record in the backend leaves the page showing the rest, and the problem is said once in the console.
 */
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';

function malformed() {
  const state = sampleState();
  const project = state.docs.projects!['project-1']!;
  project.technologies = [{ a: 1 }, 'Terraform'];
  project.features = [{}];
  const about = state.docs.sections!.about!.content as Record<string, unknown>;
  about.cards = [null, { title: 'Kept card', description: 'Still here', icon: 'Cloud' }];
  return state;
}

describe('a malformed record read in the browser', () => {
  it('leaves home showing the rest of About and the featured project', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ route: '/', initial: malformed });
    expect(await screen.findByText('Kept card')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('sections/about.content.cards[0]');
    warn.mockRestore();
  });

  it('leaves the project page showing its good technology and the other lists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ route: '/projects/project-1', initial: malformed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    expect(screen.getByText('Terraform')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Challenges' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Key Features' })).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
