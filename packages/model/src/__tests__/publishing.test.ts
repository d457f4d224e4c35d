import { describe, expect, it } from 'vitest';
import {
  isDue,
  MAX_PREVIOUS_SLUGS,
  nextPreviousSlugs,
  postDate,
  postStatus,
  publishAtProblem,
  releasedSlugs,
  slugTakenProblem,
} from '../publishing.js';
import { restoredFields, revisionChanged, revisionData } from '../revisions.js';
import { newProject } from '../content-types/index.js';

const stored = (over: object = {}) => ({
  slug: 'old',
  published: true,
  published_at: '2026-01-01T00:00:00.000Z',
  previous_slugs: [],
  ...over,
});

describe('slugs a post keeps', () => {
  it('keeps the slug a post that has been public leaves, newest last', () => {
    expect(nextPreviousSlugs(stored({ previous_slugs: ['older'] }), 'new')).toEqual(['older', 'old']);
    // Unpublished since, it may still be linked to.
    expect(nextPreviousSlugs(stored({ published: false }), 'new')).toEqual(['old']);
  });
  it('keeps nothing for a draft that was never public, and releases its old slug', () => {
    const draft = stored({ published: false, published_at: null });
    expect(nextPreviousSlugs(draft, 'new')).toEqual([]);
    expect(releasedSlugs(draft, 'new', [])).toEqual(['old']);
  });
  it('makes a kept slug current again when the title comes back', () => {
    expect(nextPreviousSlugs(stored({ slug: 'second', previous_slugs: ['old'] }), 'old')).toEqual(['second']);
  });
  it('keeps at most the last 20', () => {
    const many = Array.from({ length: MAX_PREVIOUS_SLUGS }, (_, i) => `s${i}`);
    const next = nextPreviousSlugs(stored({ previous_slugs: many }), 'new');
    expect(next).toHaveLength(MAX_PREVIOUS_SLUGS);
    expect(next.at(-1)).toBe('old');
    expect(next[0]).toBe('s1');
  });
  it('names the other post that holds a slug, current or kept', () => {
    const posts = [
      { id: 'a', slug: 'alpha', title: 'Alpha', previous_slugs: ['first'] },
      { id: 'b', slug: 'beta', title: 'Beta' },
    ];
    expect(slugTakenProblem(posts, 'first', 'b')).toBe(
      'The slug “first” is already used by the post “Alpha”. Change the title so that its slug differs.',
    );
    expect(slugTakenProblem(posts, 'alpha', 'a')).toBeNull();
    expect(slugTakenProblem(posts, 'gamma', null)).toBeNull();
  });
});

describe('publication', () => {
  it('says Published, Scheduled or Draft', () => {
    expect(postStatus({ published: true })).toBe('published');
    expect(postStatus({ published: false, publish_at: '2030-01-01T00:00:00Z' })).toBe('scheduled');
    expect(postStatus({ published: false, publish_at: null })).toBe('draft');
  });
  it('is due once its time has come, and only as a draft', () => {
    const post = { published: false, publish_at: '2030-01-01T10:00:00.000Z' };
    expect(isDue(post, new Date('2030-01-01T09:59:59Z'))).toBe(false);
    expect(isDue(post, new Date('2030-01-01T10:00:00Z'))).toBe(true);
    expect(isDue({ ...post, published: true }, new Date('2031-01-01'))).toBe(false);
  });
  it('shows the first publication, or the creation date of older posts', () => {
    expect(postDate({ published: true, created_at: 'c', published_at: 'p' })).toBe('p');
    expect(postDate({ published: true, created_at: 'c' })).toBe('c');
  });
  it('asks for a future publication time', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(publishAtProblem('2030-01-01T11:00:00Z', false, now)).toBeNull();
    expect(publishAtProblem('2030-01-01T09:00:00Z', false, now)).toMatch(/future/);
    expect(publishAtProblem('2030-01-01T09:00:00Z', true, now)).toBeNull();
    expect(publishAtProblem(null, false, now)).toBeNull();
  });
});

describe('revisions', () => {
  it('keep a post’s content, not its publication state', () => {
    const post = { slug: 's', title: 'T', excerpt: 'E', content: 'C', category: '', image_url: '', published: true, created_at: 'x' };
    expect(revisionData('blog_posts', post)).toEqual({ slug: 's', title: 'T', excerpt: 'E', content: 'C', category: '', image_url: '' });
    expect(revisionChanged('blog_posts', post, { title: 'T', excerpt: 'E' })).toBe(false);
    expect(revisionChanged('blog_posts', post, { title: 'T', content: 'D' })).toBe(true);
  });
  it('restore a project but its place in the list', () => {
    const project = { ...newProject(), title: 'P', sort_order: 4 };
    expect(restoredFields('projects', project)).not.toHaveProperty('sort_order');
    expect(restoredFields('projects', project)).toMatchObject({ title: 'P' });
  });
});
