import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { emptyState, renderApp } from '@/testing/render';
import { stallReads } from './stalled-port';

const only = (type: string) => () => {
  const state = sampleState();
  state.docs.resume_data = Object.fromEntries(Object.entries(state.docs.resume_data!).filter(([, e]) => e.type === type));
  return state;
};

describe('Resume page', () => {
  it('shows a spinner while the entries load', async () => {
    renderApp({ route: '/resume', port: stallReads(createMemoryPort({ initial: sampleState }), 'resume_data') });
    expect(await screen.findByText('Loading resume')).toBeInTheDocument();
  });

  it('shows Download Resume under the stored filename, and the three sections', async () => {
    renderApp({ route: '/resume' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Work Experience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Certifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download Resume' })).toHaveAttribute('download', 'Alex-Morgan-Resume.pdf');
    expect(document.getElementById('resume')).not.toBeNull();
  });

  it("shows short month-and-year dates, 'Present' for no end date, and durations in years and months", async () => {
    renderApp({ route: '/resume' });
    const job = (await screen.findByRole('heading', { name: 'Site Reliability Engineer' })).closest('li')!;
    expect(within(job).getByText('Jun 2019 - Feb 2022')).toBeInTheDocument();
    expect(within(job).getByText('2 years 9 months')).toBeInTheDocument();
    const current = screen.getByRole('heading', { name: 'Senior DevOps Engineer' }).closest('li')!;
    expect(within(current).getByText(/^Mar 2022 - Present$/)).toBeInTheDocument();
    // Markdown bullets become a list, bold stays bold, no renderer needed.
    expect(within(current).getAllByRole('listitem').length).toBe(3);
    expect(within(current).getByText('12 EKS clusters').tagName).toBe('STRONG');
  });

  it('shows certifications as badge cards with a Verify Certificate link', async () => {
    renderApp({ route: '/resume' });
    const cards = await screen.findAllByTestId('certification');
    expect(cards).toHaveLength(3);
    const aws = cards.find((c) => within(c).queryByText(/AWS Certified/))!;
    expect(within(aws).getByRole('img', { name: /AWS Certified Solutions Architect/ })).toHaveAttribute(
      'src',
      '/sample/badges/aws-sa-pro.svg',
    );
    expect(within(aws).getByText('Issued Apr 2023')).toBeInTheDocument();
    const verify = within(aws).getByRole('link', { name: /Verify Certificate/ });
    expect(verify).toHaveAttribute('href', 'https://www.credly.com/badges/example-aws-sa-pro');
    expect(verify).toHaveAttribute('target', '_blank');
  });

  it('shows a section only when it has entries', async () => {
    renderApp({ route: '/resume', initial: only('education') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Work Experience' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Certifications' })).toBeNull();
  });

  it('shows no download button and an empty note when there is nothing yet', async () => {
    renderApp({ route: '/resume', initial: emptyState });
    expect(await screen.findByText('The resume will be published here soon.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Resume' })).toBeNull();
  });

  it('fails silently when the resume file cannot be read', async () => {
    const { port } = renderApp({ route: '/resume' });
    port.failures.failNext({ op: 'subscribe', target: 'meta_data' });
    expect(await screen.findByRole('heading', { name: 'Work Experience' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Resume' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
