import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportFile, SectionContent } from '@portfolio/model';
import { exportContent, exportText } from '@/data/content/export-import';
import { importContent } from '@/data/content/import-job';
import type { DataPort } from '@/data/port';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { expectFeedback } from '@/testing/admin';
import { captureDownloads } from '@/testing/downloads';
import { emptyState, OWNER_SESSION, renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const sampleExport = async () => exportText(await exportContent(createMemoryPort({ initial: sampleState, session: OWNER_SESSION })));
const chooseFile = (text: string) =>
  userEvent.upload(screen.getByLabelText('Import file'), new File([text], 'portfolio-export.json', { type: 'application/json' }));
const sample = sampleState().docs;
const n = (collection: string) => Object.keys(sample[collection] ?? {}).length;
/** The summary of the sample content, from the sample itself. */
const SAMPLE_SUMMARY = `3 sections, 4 settings groups, ${n('resume_data')} resume entries, ${n('skills')} skills, ${n('projects')} projects, ${n('blog_posts')} posts, 0 revisions`;
const countAll = (port: Port) =>
  ['sections', 'site_settings', 'projects', 'blog_posts', 'resume_data', 'skills', 'slugs', 'revisions'].reduce(
    (sum, c) => sum + port.store.list(c).length,
    0,
  );

describe('settings: export and import', () => {
  let downloads: Blob[];
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads all content as one JSON file', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Export' }));
    await expectFeedback(`Export ready: ${SAMPLE_SUMMARY}.`);
    const file = JSON.parse(await downloads[0]!.text()) as ExportFile;
    expect(file).toMatchObject({ format: 'portfolio-export', version: 1 });
    expect(file.posts.map((p) => p.slug)).toContain('terraform-modules-that-scale');
    expect(file.resume_file).toEqual({ url: '/sample/resume.pdf', filename: 'Alex-Morgan-Resume.pdf' });
  });

  it('imports an export into an empty site', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true, initial: emptyState });
    await screen.findByRole('button', { name: 'Download Export' });
    await chooseFile(await sampleExport());
    await expectFeedback(`Import complete: ${SAMPLE_SUMMARY}.`);
    expect(port.store.list('blog_posts')).toHaveLength(n('blog_posts'));
    expect(port.store.get('slugs', 'terraform-modules-that-scale')).toEqual({ post_id: 'post-2' });
  });

  it('refuses an invalid file whole, listing what is wrong, and stores nothing', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true, initial: emptyState });
    await screen.findByRole('button', { name: 'Download Export' });
    const file = JSON.parse(await sampleExport());
    file.projects[1].status = 'hidden';
    file.posts[0].created_at = 'yesterday';
    await chooseFile(JSON.stringify(file));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file cannot be imported: projects[1].status: must be one of active, archived, draft',
    );
    const problems = within(screen.getByRole('region', { name: 'Problems in the file' }));
    expect(problems.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'projects[1].status: must be one of active, archived, draft',
      'posts[0].created_at: must be a date and time',
    ]);
    expect(countAll(port)).toBe(0);
  });

  it('refuses a site that already has content', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    await screen.findByRole('button', { name: 'Download Export' });
    await chooseFile(await sampleExport());
    expect(await screen.findByRole('alert')).toHaveTextContent('Import works only into an empty site; this one already has sections');
  });

  it('undoes the batches already written when a later one fails', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true, initial: emptyState });
    await screen.findByRole('button', { name: 'Download Export' });
    const file = JSON.parse(await sampleExport());
    // Enough skills for a second batch, which starts with skills and fails.
    file.skills = Array.from({ length: 450 }, (_, i) => ({ ...file.skills[0], id: `skill-${i}`, name: `Skill ${i}` }));
    port.failures.failNext({ op: 'batch', target: 'skills' });
    await chooseFile(JSON.stringify(file));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to import the content. Nothing was stored; please try again.');
    await waitFor(() => expect(countAll(port)).toBe(0));
  });

  describe('an import the page left midway', () => {
    /** The sample's export with enough skills for three batches, imported by a page that closes after the first. */
    async function leftMidway() {
      const port = createMemoryPort({ initial: emptyState, session: OWNER_SESSION });
      const file = JSON.parse(await sampleExport());
      file.skills = Array.from({ length: 900 }, (_, i) => ({ ...file.skills[0], id: `skill-${i}`, name: `Skill ${i}`, sort_order: i }));
      let batches = 0;
      const closing: DataPort = {
        ...port,
        batch: (ops) => (ops.some((op) => op.collection === 'import_batches') && batches++ >= 1 ? new Promise(() => {}) : port.batch(ops)),
      };
      void importContent(closing, JSON.stringify(file));
      await waitFor(() => expect(port.store.get('import_jobs', 'current')).toMatchObject({ written: 1 }));
      return port;
    }
    const notice = () => screen.findByRole('region', { name: 'An import did not finish' });

    it('shows on the next visit with what was written, and Resume writes the rest', async () => {
      const port = await leftMidway();
      renderApp({ route: '/admin/settings', port });
      expect(await notice()).toHaveTextContent(`1 of 3 batches were written, and visitors see them.`);
      expect(port.store.list('skills').length).toBeLessThan(900);
      await userEvent.click(screen.getByRole('button', { name: 'Resume Import' }));
      await expectFeedback(`Import complete: ${SAMPLE_SUMMARY.replace(`${n('skills')} skills`, '900 skills')}.`);
      expect(port.store.list('skills')).toHaveLength(900);
      expect(port.store.list('blog_posts')).toHaveLength(n('blog_posts'));
      await waitFor(() => expect(screen.queryByRole('region', { name: /import/ })).not.toBeInTheDocument());
      expect(port.store.list('import_parts')).toEqual([]);
    });

    it('Undo asks first, then deletes everything it wrote', async () => {
      const port = await leftMidway();
      renderApp({ route: '/admin/settings', port });
      await notice();
      await userEvent.click(screen.getByRole('button', { name: 'Undo Import' }));
      const confirm = within(screen.getByRole('group', { name: 'Confirm undo' }));
      expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.click(confirm.getByRole('button', { name: 'Yes, Undo Import' }));
      await expectFeedback('Import undone: the site is as it was before it.');
      expect(countAll(port)).toBe(0);
      expect(port.store.list('import_jobs')).toEqual([]);
      await waitFor(() => expect(screen.queryByRole('region', { name: /import/ })).not.toBeInTheDocument());
    });

    it('Undo leaves what changed since the import wrote it, and says so; Resume refuses a site changed since', async () => {
      const port = await leftMidway();
      const hero = port.store.get('sections', 'hero')!.content as SectionContent['hero'];
      await port.set('sections', 'hero', { content: { ...hero, name: 'Edited by hand' } });
      renderApp({ route: '/admin/settings', port });
      await notice();
      await userEvent.click(screen.getByRole('button', { name: 'Resume Import' }));
      await expectFeedback(
        'The site changed since this import stopped (1 document: sections/hero): resuming could overwrite that. Undo the import instead, then import the file again.',
        'error',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Undo Import' }));
      await userEvent.click(within(screen.getByRole('group', { name: 'Confirm undo' })).getByRole('button', { name: 'Yes, Undo Import' }));
      await expectFeedback('Import undone, except one document it left as it is.');
      expect(screen.getByTestId('status-banner')).toHaveTextContent('sections/hero (changed since the import wrote it).');
      expect(port.store.get('sections', 'hero')).toMatchObject({ content: { name: 'Edited by hand' } });
      expect(countAll(port)).toBe(1);
    });

    it('is pointed out on the dashboard', async () => {
      const port = await leftMidway();
      renderApp({ route: '/admin/dashboard', port });
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent('An import did not finish');
      await userEvent.click(within(note).getByRole('link', { name: 'Resume or undo it in Settings' }));
      expect(await notice()).toBeVisible();
    });
  });
});
