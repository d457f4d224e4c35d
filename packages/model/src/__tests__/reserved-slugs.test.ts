import { describe, expect, it } from 'vitest';
import { matchPublicRoute, RESERVED_POST_SLUGS, reservedSlugProblem } from '../routes.js';
import { tagsInUse } from '../tag-counts.js';

describe('slugs the blog’s own pages use', () => {
  it('reserves /blog/tags, which the route table matches before any post', () => {
    expect(RESERVED_POST_SLUGS).toEqual(['tags']);
    expect(matchPublicRoute('/blog/tags').kind).toBe('tags');
    expect(matchPublicRoute('/blog/tagsx').kind).toBe('post');
  });

  it('refuses the slug tags with a message that says why, and lets others be', () => {
    expect(reservedSlugProblem('tags')).toBe(
      'The slug “tags” is the address of the blog’s own page /blog/tags. Change the title so that its slug differs.',
    );
    expect(reservedSlugProblem('tags-and-labels')).toBeNull();
  });
});

describe('tagsInUse', () => {
  it('counts each tag once a post, most used first, then by name', () => {
    expect(tagsInUse([{ tags: ['b', 'a'] }, { tags: ['a'] }, {}, { tags: ['c'] }])).toEqual([
      { tag: 'a', count: 2 },
      { tag: 'b', count: 1 },
      { tag: 'c', count: 1 },
    ]);
  });
});
