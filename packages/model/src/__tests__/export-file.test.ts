import { describe, expect, it } from 'vitest';
import { validateExportFile } from '../export-file.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const post = (over: object = {}) => ({
  id: 'p1',
  slug: 'hello',
  title: 'Hello',
  excerpt: 'E',
  content: 'C',
  category: '',
  image_url: '',
  published: true,
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: '2026-01-02T00:00:00.000Z',
  publish_at: null,
  previous_slugs: [],
  revisions: [],
  ...over,
});
const file = (over: object = {}) => ({
  format: 'portfolio-export',
  version: 1,
  exported_at: '2026-05-01T00:00:00.000Z',
  sections: {},
  settings: {},
  resume_file: null,
  projects: [],
  posts: [post()],
  resume: [],
  skills: [],
  ...over,
});

describe('validateExportFile', () => {
  it('accepts a whole valid file', () => {
    expect(validateExportFile(file(), NOW)).toMatchObject({ ok: true });
  });
  it('gives a post public before first publications were recorded its creation date', () => {
    const result = validateExportFile(file({ posts: [post({ published_at: null })] }), NOW);
    expect(result.ok && result.file.posts[0]!.published_at).toBe('2026-01-01T00:00:00.000Z');
  });
  it('takes the optional portrait and contact details, checked as the rules check them', () => {
    const sections = (hero: object, contact: object) => ({
      sections: {
        hero: { name: 'Alex', role: 'Engineer', tagline: 'Hi', ...hero },
        contact: { email: 'a@example.com', social: { github: '', linkedin: '' }, ...contact },
      },
    });
    const details = { availability: 'Open to work', location: 'Lisbon', response_time: 'Two days' };
    expect(validateExportFile(file(sections({ portrait_url: '/images/me.jpg' }, details)), NOW)).toMatchObject({ ok: true });
    expect(validateExportFile(file(sections({ portrait_url: 'javascript:alert(1)' }, { location: 'x'.repeat(201) })), NOW)).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^sections\.hero\.portrait_url: /), expect.stringMatching(/^sections\.contact\.location: /)],
    });
  });
  it('refuses another format or version in one sentence', () => {
    expect(validateExportFile({ hello: 1 }, NOW)).toEqual({
      ok: false,
      problems: ['This is not an export of this site (its "format" is not "portfolio-export").'],
    });
    expect(validateExportFile(file({ version: 2 }), NOW)).toMatchObject({ ok: false, problems: [expect.stringMatching(/version 2/)] });
  });
  it('refuses what only a whole file can break: a slug of two posts, a date in the future, a schedule on a public post', () => {
    const result = validateExportFile(
      file({
        posts: [
          post(),
          post({
            id: 'p2',
            slug: 'other',
            previous_slugs: ['hello'],
            created_at: '2027-01-01T00:00:00.000Z',
            published: false,
            published_at: null,
          }),
          post({ id: 'p3', slug: 'third', publish_at: '2026-07-01T00:00:00.000Z' }),
        ],
      }),
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'posts[1].created_at: is in the future',
        'posts[1].slug: "hello" is also a slug of post "p1"',
        'posts[2].publish_at: a published post has no publication time',
      ],
    });
  });
  it('names missing and unknown fields and sums up long lists of problems', () => {
    const result = validateExportFile(file({ skills: Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, name: 'x', extra: 1 })) }), NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toBe('skills[0]: missing icon_ref, description, category, sort_order');
    expect(result.problems[1]).toBe('skills[0]: unknown field extra');
    expect(result.problems).toHaveLength(21);
    expect(result.problems.at(-1)).toBe('…and 40 more problems.');
  });
});
