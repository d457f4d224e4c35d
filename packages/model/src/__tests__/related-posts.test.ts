import { describe, expect, it } from 'vitest';
import { relatedPosts } from '../related-posts.js';

const post = (id: string, day: number, tags: string[]) => ({
  id,
  slug: id,
  created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
  tags,
});

describe('related posts', () => {
  const current = post('current', 10, ['kubernetes', 'terraform', 'go']);

  it('ranks by tags in common, then the newest, leaving out the post itself and posts with no tag in common', () => {
    const candidates = [
      post('one-tag-new', 9, ['go']),
      post('current', 10, ['kubernetes', 'terraform', 'go']),
      post('two-tags-old', 2, ['kubernetes', 'terraform']),
      post('one-tag-newest', 12, ['kubernetes']),
      post('unrelated', 11, ['rust']),
      post('two-tags-new', 5, ['terraform', 'go', 'rust']),
    ];
    expect(relatedPosts(current, candidates).map((p) => p.id)).toEqual(['two-tags-new', 'two-tags-old', 'one-tag-newest']);
  });

  it('finds none for a post without tags, and never more than asked', () => {
    expect(relatedPosts(post('bare', 1, []), [post('a', 2, ['go'])])).toEqual([]);
    expect(relatedPosts(current, [post('a', 2, ['go']), post('b', 3, ['go'])], 1).map((p) => p.id)).toEqual(['b']);
  });
});
