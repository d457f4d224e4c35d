/**
 * The render function at the rules' limits and against values a visitor chooses, on the
 * production build over the emulators: list pages carry summaries, never bodies, however long the
 * posts; every out-of-range value in an address answers without a 5xx or an ERROR log; a stored tag
 * too long for a query never breaks a page.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './support/browser';

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: 'demo-portfolio' });
  return getFirestore();
};

/** What the emulators printed so far, without colour codes (see served-pages.stack.test.ts). */
const stackLog = () => readFileSync(process.env.STACK_LOG!, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const finishedCalls = (log: string) => log.split('functions: Finished "').length - 1;

/** A page as a browser that takes gzip only gets it: its status, its size as sent, and its HTML. */
function gzipped(path: string): Promise<{ status: number; kb: number; html: string }> {
  return new Promise((resolve, reject) => {
    const ask = get(`${BASE_URL}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const html = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        resolve({ status: response.statusCode ?? 0, kb: body.length / 1024, html });
      });
    });
    ask.on('error', reject);
  });
}

/** Words of ordinary prose, `length` characters of them: Markdown a person could have written. */
const SENTENCE = 'A paragraph about platform work and the way it is run. ';
const prose = (length: number, word: string) => `${SENTENCE.repeat(Math.ceil(length / SENTENCE.length))}${word}`.slice(-length);

const MAX_BODY = 99_000;

async function writeLongContent() {
  const batch = db().batch();
  for (let i = 0; i < 12; i += 1) {
    batch.set(db().collection('blog_posts').doc(`long-${i}`), {
      title: `Long read number ${i}`,
      slug: `long-read-${i}`,
      excerpt: `The ${i}th long read, in short.`,
      content: prose(MAX_BODY, `bodyonlyword${i}`),
      category: 'Platform',
      tags: ['long-reads'],
      published: true,
      publish_at: null,
      image_url: '',
      created_at: Timestamp.fromDate(new Date(Date.UTC(2030, 0, 1 + i))),
      published_at: null,
      previous_slugs: [],
    });
  }
  const project = (await db().collection('projects').doc('project-1').get()).data()!;
  batch.set(db().collection('projects').doc('project-1'), { ...project, long_description: prose(MAX_BODY, 'projectbodyword') });
  await batch.commit();
}

describe('the render function at the limits', () => {
  it('carries summaries only: every list page stays small with twelve posts of 99,000 characters, and no body is in it', async () => {
    await writeLongContent();
    const pages: [string, number][] = [
      ['/blog', 60],
      ['/blog/tag/long-reads', 60],
      ['/projects', 60],
      ['/', 60],
      // A post page carries its own body (99,000 characters, which compress well) and its related posts' cards only.
      ['/blog/long-read-5', 90],
    ];
    for (const [path, budget] of pages) {
      const page = await gzipped(path);
      expect(page.status, path).toBe(200);
      expect(page.kb, `${path}: ${page.kb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(budget);
      const foreign = [...page.html.matchAll(/bodyonlyword(\d+)/g)].map((m) => m[1]);
      // Only a post page holds a body, its own.
      expect(
        foreign.filter((n) => path !== `/blog/long-read-${n}`),
        path,
      ).toEqual([]);
      expect(page.html, path).not.toContain('projectbodyword');
    }
    const blog = await gzipped('/blog');
    expect(blog.html).toContain('Long read number 11');
    expect(blog.html).toContain('The 11th long read, in short.');
    // What a person reads (React's server render puts a comment between a number and the text after it).
    expect(blog.html.replaceAll('<!-- -->', '')).toContain('99 min read');
  });

  it('answers every out-of-range value in an address with the first page or 404, never a 5xx, logging no ERROR', async () => {
    const log = stackLog();
    const calls = finishedCalls(log);
    const firstPage: string[] = [
      '/blog?after=0000-01-01T00:00:00Z_p1',
      '/blog?before=0000-01-01T00:00:00.000Z_post-1',
      '/blog?after=9999-99-99T00:00:00Z_p1',
      '/blog?after=2026-01-01T00:00:00Z___x__',
      `/blog?after=2026-01-01T00:00:00Z_${'a'.repeat(1600)}`,
      '/blog/tag/kubernetes?after=0000-01-01T00:00:00Z_p1',
      '/projects?after=1e999_p1',
      '/projects?before=-Infinity_project-1',
      '/projects?after=NaN_x',
      `/projects?tech=${'t'.repeat(3000)}`,
      '/projects?tech=%F0%9F%A6%84',
      `/search?q=${'q'.repeat(5000)}`,
      '/search?q=%00%01',
      '/search.json?q=0000-01-01T00:00:00Z',
    ];
    for (const path of firstPage) {
      const answer = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      expect(answer.status, path).toBe(200);
    }
    const notFound = [
      '/sitemap-posts-0000.xml',
      '/sitemap-posts-9999.xml',
      `/blog/tag/${'x'.repeat(2000)}`,
      '/blog/tag/Not-A-Tag',
      `/blog/tag/${'x'.repeat(41)}/feed.xml`,
    ];
    for (const path of notFound) {
      const answer = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      expect(answer.status, path).toBe(404);
    }
    await expect
      .poll(() => finishedCalls(stackLog()) - calls, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(firstPage.length + notFound.length);
    const added = stackLog().slice(log.length);
    expect(added).not.toMatch(/"severity":"ERROR"/);
    expect(added).not.toMatch(/Rendering a public page failed/);
  });

  it('shows a post whose stored tag is too long for any query (written past the rules), and its share image', async () => {
    const log = stackLog();
    // One without a photograph: a post with its own picture shares that picture, not a drawn one.
    const posts = await db().collection('blog_posts').where('published', '==', true).get();
    const post = posts.docs.find((doc) => !doc.get('image_meta'))!;
    await post.ref.update({ tags: ['x'.repeat(2000), 'kubernetes'] });
    const page = await gzipped(`/blog/${post.get('slug') as string}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('/blog/tag/kubernetes');
    expect(page.html).not.toContain('x'.repeat(100));
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.html)![1]!;
    const picture = await fetch(image.replace(/^https?:\/\/[^/]+/, BASE_URL));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(stackLog().slice(log.length)).not.toMatch(/"severity":"ERROR"/);
  });
});
