import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { emptyState, renderApp } from '@/testing/render';
import { stallReads } from './stalled-port';

describe('All Projects page', () => {
  it('shows a spinner while the projects load', async () => {
    renderApp({ route: '/projects', port: stallReads(createMemoryPort({ initial: sampleState }), 'projects') });
    expect(await screen.findByText('Loading projects')).toBeInTheDocument();
  });

  it('lists active projects only, as cards with image, links, title, description, technologies and View Details', async () => {
    renderApp({ route: '/projects' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    const grid = await screen.findByTestId('projects-grid');
    const cards = within(grid).getAllByTestId('project-card');
    expect(cards).toHaveLength(5);
    expect(within(grid).queryByText('Legacy Jenkins Migration')).toBeNull();
    const eks = cards[0]!;
    expect(within(eks).getByRole('heading', { name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    expect(within(eks).getByRole('img', { name: 'Drawing of one Kubernetes cluster spread over two cloud regions' })).toHaveAttribute(
      'src',
      '/sample/projects/eks-platform.svg',
    );
    expect(within(eks).getByRole('link', { name: /repository/ })).toHaveAttribute('target', '_blank');
    expect(within(eks).getByRole('link', { name: /live site/ })).toHaveAttribute('href', 'https://platform.example.com');
    expect(within(eks).getByText('Terraform')).toBeInTheDocument();
    expect(within(eks).getByRole('link', { name: 'View Details: Multi-Region EKS Platform' })).toHaveAttribute(
      'href',
      '/projects/project-1',
    );
  });

  it('gives card pictures their size before they load, the first at once (the page’s largest paint on a phone), the rest lazily', async () => {
    renderApp({ route: '/projects' });
    const img = await screen.findByRole('img', { name: 'Drawing of one Kubernetes cluster spread over two cloud regions' });
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'async');
    const cards = screen.getAllByTestId('project-card');
    expect(cards.length).toBeGreaterThan(1);
    // A card without a picture has none to load (a card drawn in CSS stands in its place).
    for (const card of cards.slice(1)) {
      if (within(card).queryByTestId('title-card')) expect(card.querySelector('img')).toBeNull();
      else expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows a card set from the title for a project without a picture, on its card and its page, and no default image', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.projects!['project-1'] = { ...state.docs.projects!['project-1']!, image_url: '' };
      return state;
    };
    renderApp({ route: '/projects', initial });
    const card = (await screen.findAllByTestId('project-card'))[0]!;
    expect(within(card).getByRole('heading', { name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    // Hidden from screen readers: it repeats the card's heading.
    const drawn = within(card).getByTestId('title-card');
    expect(drawn).toHaveAttribute('aria-hidden', 'true');
    expect(drawn).toHaveTextContent('ProjectMulti-Region EKS Platform');
    expect(card.querySelector('img')).toBeNull();
    await userEvent.click(within(card).getByRole('link', { name: 'View Details: Multi-Region EKS Platform' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    expect(screen.getByTestId('title-card')).toHaveTextContent('Multi-Region EKS Platform');
    expect(document.querySelector('img[src="/images/project-default.svg"]')).toBeNull();
  });

  it('shows an empty list when there are no projects', async () => {
    renderApp({ route: '/projects', initial: emptyState });
    expect(await screen.findByText('No projects to show yet.')).toBeInTheDocument();
  });

  it('fails silently: the list stays empty with no message', async () => {
    const { port } = renderApp({ route: '/projects' });
    port.failures.failNext({ op: 'subscribe', target: 'projects' });
    expect(await screen.findByText('No projects to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('updates live when a project is added', async () => {
    const { port } = renderApp({ route: '/projects', signedIn: true });
    await screen.findByTestId('projects-grid');
    await act(() =>
      port.set('projects', 'new-one', { ...sampleState().docs.projects!['project-1'], title: 'Brand New Project', sort_order: 99 }),
    );
    expect(await screen.findByRole('heading', { name: 'Brand New Project' })).toBeInTheDocument();
  });
});

describe('Project detail page', () => {
  it('shows a spinner while the project loads', async () => {
    renderApp({ route: '/projects/project-1', port: stallReads(createMemoryPort({ initial: sampleState }), 'projects') });
    expect(await screen.findByText('Loading project')).toBeInTheDocument();
  });

  it('shows the full project with Markdown, lists, technologies and links', async () => {
    renderApp({ route: '/projects/project-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(screen.getByText('Active-active across two regions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Challenges' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solutions' })).toBeInTheDocument();
    expect(screen.getByText('Karpenter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Repository/ })).toHaveAttribute(
      'href',
      'https://github.com/alexmorgan-devops/eks-platform',
    );
    expect(screen.getByRole('link', { name: /Visit Live Site/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    await waitFor(() => expect(document.title).toContain('Multi-Region EKS Platform'));
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '').toContain(
        '/sample/projects/eks-platform.svg',
      ),
    );
  });

  it("shows 'Project not found' with 'Back to Projects' for an unknown id", async () => {
    renderApp({ route: '/projects/nope' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  });

  it("shows 'Project not found' for an address that cannot be a document id, without reading it", async () => {
    for (const id of ['__x__', '__proto__', 'x%2Fy', '..', 'a'.repeat(1501)]) {
      const port = createMemoryPort({ initial: sampleState });
      const asked: string[] = [];
      const subscribeDoc = port.subscribeDoc.bind(port);
      port.subscribeDoc = (name, docId, onNext, onError) => {
        if (name === 'projects') asked.push(docId);
        return subscribeDoc(name, docId, onNext, onError);
      };
      const { unmount } = renderApp({ route: `/projects/${id}`, port });
      expect(await screen.findByRole('heading', { name: 'Project not found' }), id).toBeInTheDocument();
      expect(asked, id).toEqual([]);
      unmount();
    }
  });

  it('treats an inactive project as not found', async () => {
    renderApp({ route: '/projects/project-6' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });

  it('never runs code from a project’s Markdown', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.projects!['project-1'] = {
        ...state.docs.projects!['project-1']!,
        long_description: '[x](javascript:alert(1))\n\n<img src=x onerror="alert(1)">\n\n<script>alert(1)</script>\n\nSafe text',
      };
      return state;
    };
    const { container } = renderApp({ route: '/projects/project-1', initial });
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
  });
});

describe('projects filtered by technology', () => {
  it('lists the projects that use it in any case, says so with a count and a way back, and links each badge to its one address', async () => {
    renderApp({ route: '/projects?tech=terraform' });
    const filter = (await screen.findByText('Terraform', { selector: 'strong' })).closest<HTMLElement>('[role="status"]')!;
    expect(filter).toHaveTextContent('Filtered by Terraform');
    const expected = Object.values(sampleState().docs.projects!).filter(
      (p) => (p as { status: string }).status === 'active' && (p as { technologies: string[] }).technologies.includes('Terraform'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filter).toHaveTextContent(`${expected.length} project`);
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards.sort()).toEqual(expected.map((p) => (p as { title: string }).title).sort());
    expect(within(filter).getByRole('link', { name: 'Clear the filter Terraform' })).toHaveAttribute('href', '/projects');
    const badge = screen.getAllByRole('link', { name: 'Projects using Terraform' })[0]!;
    expect(badge).toHaveAttribute('href', '/projects?tech=terraform');
  });

  it('says when no project uses a technology', async () => {
    renderApp({ route: '/projects?tech=COBOL' });
    expect(await screen.findByText('No projects use COBOL.')).toBeInTheDocument();
  });
});
