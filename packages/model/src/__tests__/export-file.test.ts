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
        'posts[2].publish_at: a published post has no publication time',
        // What only the whole list can break comes after each item's own problems.
        'posts[1].slug: "hello" is also a slug of post "p1"',
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
  it('refuses every name an object has by its prototype, as an id, a slug or a key at any depth', () => {
    // As JSON.parse makes them: "__proto__" is then a key of its own, not the prototype.
    const parsed = (text: string) => validateExportFile(JSON.parse(text), NOW);
    const problemsOf = (result: ReturnType<typeof validateExportFile>) => (result.ok ? [] : result.problems);
    const withPost = (over: object) => JSON.stringify(file({ posts: [post(over)] }));

    expect(problemsOf(parsed(withPost({ id: 'constructor' })))).toEqual([
      'posts[0].id: must be a document id (no slash, at most 200 characters, no name every JavaScript object has)',
    ]);
    expect(problemsOf(parsed(withPost({ id: 'toString' })))[0]).toMatch(/^posts\[0\]\.id: must be a document id/);
    expect(problemsOf(parsed(withPost({ slug: 'constructor' })))).toContain(
      'posts[0].slug: "constructor" is a name every JavaScript object has, so no slug may be it',
    );
    expect(problemsOf(parsed(withPost({ previous_slugs: ['hasownproperty', 'constructor'] })))).toContain(
      'posts[0].slug: "constructor" is a name every JavaScript object has, so no slug may be it',
    );
    const keyed = (key: string, where: (text: string) => string) => problemsOf(parsed(where(`"${key}": "x"`)));
    const inPost = (entry: string) => withPost({}).replace('"id":"p1"', `"id":"p1",${entry}`);
    for (const key of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']) {
      expect(keyed(key, inPost)).toEqual([`posts[0].${key}: "${key}" is a name every JavaScript object has, so no field may have it`]);
    }
    expect(keyed('toString', (entry) => JSON.stringify(file()).replace('"sections":{}', `"sections":{${entry}}`))).toEqual([
      'sections.toString: "toString" is a name every JavaScript object has, so no field may have it',
    ]);
    const deep = JSON.stringify(file({ posts: [post({ revisions: [{ saved_at: '2026-01-01T00:00:00.000Z', data: {} }] })] })).replace(
      '"data":{}',
      '"data":{"__proto__":{"title":"x"}}',
    );
    expect(problemsOf(parsed(deep))).toEqual([
      'posts[0].revisions[0].data.__proto__: "__proto__" is a name every JavaScript object has, so no field may have it',
    ]);
  });
});
