import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { emptyState, renderApp } from '@/testing/render';
import { stallReads } from './stalled-port';

const withoutResume = () => {
  const state = sampleState();
  delete state.docs.meta_data;
  return state;
};

describe('Home page', () => {
  it('shows a spinner while the content loads', () => {
    renderApp({ route: '/', port: stallReads(createMemoryPort({ initial: sampleState }), 'sections') });
    // The header's search box has its own (empty) status line for its suggestions' count.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading content');
  });

  it('announces sections still loading as status text, with no ARIA a span may not carry', async () => {
    const port = stallReads(stallReads(createMemoryPort({ initial: sampleState }), 'projects'), 'skills');
    const { container } = renderApp({ route: '/', port });
    expect(await screen.findByText('Loading projects')).toBeInTheDocument();
    expect(await screen.findByText('Loading skills')).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(expect.arrayContaining(['Loading skills', 'Loading projects']));
    // The axe rule the phone-menu scan tripped on a busy machine, while these spinners were on screen.
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr'] });
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });

  it('shows the hero: name, role, tagline, resume download and social links in a new tab', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.getAllByText('Cloud & DevOps Engineer').length).toBeGreaterThan(0);
    expect(screen.getByText(/I build reliable cloud platforms/)).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: 'Download Resume' });
    expect(download).toHaveAttribute('href', '/sample/resume.pdf');
    expect(download).toHaveAttribute('download', 'Alex-Morgan-Resume.pdf');
    const hero = screen.getByRole('region', { name: 'Alex Morgan' });
    for (const name of ['GitHub (opens in a new tab)', 'LinkedIn (opens in a new tab)']) {
      const link = within(hero).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it("disables the resume button as 'Resume Not Available' when there is no file", async () => {
    renderApp({ route: '/', initial: withoutResume });
    expect(await screen.findByRole('button', { name: 'Resume Not Available' })).toBeDisabled();
  });

  it('treats a failed resume-file read as no resume, silently', async () => {
    const { port } = renderApp({ route: '/', initial: sampleState });
    port.failures.failNext({ op: 'subscribe', target: 'meta_data' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume Not Available' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the about section: title, paragraphs split at line breaks and the four cards', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByText(/eight years of experience/).tagName).toBe('P');
    expect(screen.getByText(/When I am not tuning a Kubernetes cluster/).tagName).toBe('P');
    for (const title of ['Cloud Architecture', 'Infrastructure as Code', 'CI/CD & GitOps', 'Developer Experience']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it("uses 'About Me' when the title is empty and Cloud for an unknown icon", async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.sections!.about = {
        content: { title: '', content: 'One\nTwo', cards: [{ title: 'Odd', description: 'x', icon: 'Rocket' }] },
      };
      return state;
    };
    const { container } = renderApp({ route: '/', initial });
    expect(await screen.findByRole('heading', { level: 2, name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(container.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'Cloud');
  });

  it('shows the skills strip with the list repeated for its loop, and only the first copy read out', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Skills & Technologies' })).toBeInTheDocument();
    const track = await screen.findByTestId('skills-track');
    // The sample's twelve skills, 200 px apart, cover the strip's widest (2,400 px) with one copy: two in all.
    expect(track).toHaveAttribute('data-copies', '2');
    expect(track).toHaveAttribute('data-loop-seconds', '30');
    const items = track.querySelectorAll('li');
    const visible = track.querySelectorAll('li:not([aria-hidden])');
    expect(visible).toHaveLength(12);
    expect(items.length).toBe(visible.length * 2);
    expect(within(track).getAllByText('Kubernetes')).toHaveLength(2);
  });

  it('shows featured active projects only, with View All Projects', async () => {
    renderApp({ route: '/' });
    const grid = await screen.findByTestId('featured-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('project-card').length).toBeGreaterThan(0));
    expect(within(grid).getByRole('heading', { name: 'Multi-Region EKS Platform' })).toBeInTheDocument();
    expect(within(grid).queryByRole('heading', { name: 'CI/CD Pipeline Templates' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects');
  });

  it('keeps skills and projects empty, silently, when their reads fail', async () => {
    // Every read of them fails (the strip and the hero's glance each read the skills), from the first
    // render on: failures set after rendering raced the reads' start on a busy machine.
    const port = (await import('@/data/memory')).createMemoryPort({ initial: sampleState });
    port.failures.failNext({ op: 'subscribe', target: 'skills', times: 10 });
    port.failures.failNext({ op: 'subscribe', target: 'projects', times: 10 });
    renderApp({ route: '/', port });
    expect(await screen.findByRole('heading', { name: 'Featured Projects' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading projects')).toBeNull());
    expect(screen.queryByTestId('skills-track')).toBeNull();
    expect(screen.queryAllByTestId('project-card')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the content-load error message', async () => {
    const port = (await import('@/data/memory')).createMemoryPort({ initial: sampleState });
    port.failures.failNext({ op: 'subscribe', target: 'sections', message: 'Network is down' });
    renderApp({ route: '/', port });
    expect(await screen.findByText('Network is down')).toBeInTheDocument();
  });

  it('renders an empty site without breaking', async () => {
    renderApp({ route: '/', initial: emptyState });
    expect(await screen.findByRole('heading', { level: 2, name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resume Not Available' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Get In Touch' })).toBeInTheDocument();
  });

  it('updates live when the hero changes', async () => {
    const { port } = renderApp({ route: '/', signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    await act(() => port.set('sections', 'hero', { content: { name: 'Sam Rivera', role: 'SRE', tagline: 'Hi' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeInTheDocument();
  });

  it('sets the document title and description from the SEO settings', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    await waitFor(() => expect(document.title).toBe('Alex Morgan · Cloud & DevOps Engineer'));
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Alex Morgan · Cloud & DevOps Engineer');
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain('Kubernetes');
  });

  const withDetails = () => {
    const state = sampleState();
    const sections = state.docs.sections!;
    sections.hero = { content: { ...(sections.hero!.content as object), portrait_url: '/sample/portrait.jpg' } };
    sections.contact = {
      content: {
        ...(sections.contact!.content as object),
        availability: 'Open to contract work from March',
        location: 'Lisbon, Portugal (WET)',
        response_time: 'I reply within two working days',
      },
    };
    return state;
  };

  // The sample has a portrait: here the owner has none.
  const withoutPortrait = () => {
    const state = sampleState();
    const sections = state.docs.sections!;
    const { portrait_url: _p, ...rest } = sections.hero!.content as Record<string, unknown>;
    sections.hero = { content: rest };
    return state;
  };

  it('shows the portrait beside the name, with its size reserved, when the owner set one', async () => {
    renderApp({ route: '/', initial: withDetails });
    const portrait = await screen.findByRole('img', { name: 'Portrait of Alex Morgan' });
    expect(portrait).toHaveAttribute('src', '/sample/portrait.jpg');
    expect(portrait).toHaveAttribute('width', '224');
    expect(portrait).toHaveAttribute('height', '224');
    expect(portrait).toHaveAttribute('decoding', 'async');
    expect(screen.getByRole('region', { name: 'Alex Morgan' })).toContainElement(portrait);
  });

  it('draws an uploaded portrait from its sizes (AVIF, then WebP), with its placeholder, and a pasted one as it is', async () => {
    const src = 'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fme.jpg?alt=media';
    const variant = (width: number, format: 'avif' | 'webp') => ({
      url: `https://storage.googleapis.com/demo/images/variants/me-${width}.${format}`,
      width,
      height: width * 1.5,
      format,
    });
    const withSizes = () => {
      const state = sampleState();
      const sections = state.docs.sections!;
      const portrait_meta = {
        src,
        width: 2000,
        height: 3000,
        placeholder: 'data:image/webp;base64,UklGRg==',
        variants: [variant(480, 'avif'), variant(480, 'webp'), variant(960, 'avif'), variant(960, 'webp')],
      };
      sections.hero = { content: { ...(sections.hero!.content as object), portrait_url: src, portrait_meta } };
      return state;
    };
    renderApp({ route: '/', initial: withSizes });
    const portrait = await screen.findByRole('img', { name: 'Portrait of Alex Morgan' });
    const sources = [...portrait.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      'https://storage.googleapis.com/demo/images/variants/me-480.avif 480w, https://storage.googleapis.com/demo/images/variants/me-960.avif 960w',
    );
    expect(sources[0]!.getAttribute('sizes')).toBe('(min-width: 48em) 14rem, 6rem');
    expect(portrait).toHaveAttribute('src', src);
    cleanup();
    // The sample's portrait is an address with no sizes: a plain <img>.
    renderApp({ route: '/' });
    const drawn = await screen.findByRole('img', { name: 'Portrait of Alex Morgan' });
    expect(drawn).toHaveAttribute('src', '/sample/portrait.svg');
    expect(drawn.closest('picture')).toBeNull();
  });

  it('shows the owner at a glance beside the hero card when there is no portrait: who, the stack, and what next', async () => {
    renderApp({ route: '/', initial: withoutPortrait });
    const glance = within(await screen.findByTestId('hero-glance'));
    expect(glance.getByText('whoami')).toBeInTheDocument();
    expect(glance.getByText('Alex Morgan')).toBeInTheDocument();
    await waitFor(() => expect(glance.getByText('Kubernetes')).toBeInTheDocument());
    // Drawn on wide screens only: jsdom lays out no media query, so the panel counts as hidden here.
    expect(glance.getByRole('link', { name: 'see the projects →', hidden: true })).toHaveAttribute('href', '/projects');
    expect(glance.getByRole('link', { name: 'send a message →', hidden: true })).toHaveAttribute('href', '/#contact');
    cleanup();
    renderApp({ route: '/', initial: withDetails });
    await screen.findByRole('img', { name: 'Portrait of Alex Morgan' });
    expect(screen.queryByTestId('hero-glance')).toBeNull();
  });

  it('leaves the portrait out when there is none, or when it fails to load', async () => {
    renderApp({ route: '/', initial: withoutPortrait });
    await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' });
    expect(screen.queryByTestId('hero-portrait')).toBeNull();
    cleanup();
    renderApp({ route: '/', initial: withDetails });
    fireEvent.error(await screen.findByRole('img', { name: 'Portrait of Alex Morgan' }));
    await waitFor(() => expect(screen.queryByTestId('hero-portrait')).toBeNull());
  });

  it('says beside the contact form where and how soon the owner answers, and availability once, in the hero', async () => {
    renderApp({ route: '/', initial: withDetails });
    const details = await screen.findByRole('list', { name: 'Contact details' });
    expect(within(details).getByText('Lisbon, Portugal (WET)')).toBeInTheDocument();
    expect(within(details).getByText('I reply within two working days')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'alex.morgan@example.com' })).toHaveAttribute(
      'href',
      'mailto:alex.morgan@example.com',
    );
    // Availability is said once on the page, in the hero, where a visitor looks first.
    expect(within(screen.getByRole('region', { name: 'Alex Morgan' })).getByText('Open to contract work from March')).toBeInTheDocument();
    expect(screen.getAllByText('Open to contract work from March')).toHaveLength(1);
  });

  it('shows only the contact details the owner filled in', async () => {
    // The sample fills in every detail: here the owner gave only the e-mail address.
    const initial = () => {
      const state = sampleState();
      const sections = state.docs.sections!;
      const { availability: _a, location: _l, response_time: _r, ...rest } = sections.contact!.content as Record<string, unknown>;
      sections.contact = { content: rest };
      return state;
    };
    renderApp({ route: '/', initial });
    const details = await screen.findByRole('list', { name: 'Contact details' });
    expect(within(details).getAllByRole('listitem')).toHaveLength(1);
    expect(within(details).queryByText('Availability')).toBeNull();
    expect(screen.queryByTestId('hero-availability')).toBeNull();
  });

  it('has the contact section with id contact', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { name: 'Get In Touch' });
    expect(document.getElementById('contact')).toContainElement(screen.getByRole('form', { name: 'Contact form' }));
    await userEvent.setup().tab();
  });
});
