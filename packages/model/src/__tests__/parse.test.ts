/**
 * Reading a stored record by its declaration: a malformed field is replaced, a malformed
 * list item left out, each said once with where it was; what is right is kept as it is.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SECTIONS,
  newBlogPost,
  newProject,
  parseStored,
  parseWithId,
  problemsOf,
  PROJECT,
  reportOnce,
  type Report,
} from '../index.js';

function reader() {
  const reported: string[] = [];
  const report: Report = (path, problem) => reported.push(`${path}: ${problem}`);
  return { reported, report };
}

const project = (over: object = {}) => ({ ...newProject(), title: 'Platform', description: 'A platform.', ...over });

describe('parsing a stored record', () => {
  it('leaves out a stored tag that is no tag (over 40 characters, not a slug): it would go into a query Firestore refuses', () => {
    const { reported, report } = reader();
    const post = {
      ...newBlogPost(),
      title: 'T',
      slug: 't',
      created_at: '2026-01-01T00:00:00.000Z',
      published_at: null,
      previous_slugs: [],
    };
    const parsed = parseStored('blog_posts', 'b1', { ...post, tags: ['x'.repeat(2000), 'ok', 'Not-A-Slug'] }, report);
    expect(parsed).toMatchObject({ tags: ['ok'] });
    expect(reported.map((r) => r.split(':')[0])).toEqual(['blog_posts/b1.tags[0]', 'blog_posts/b1.tags[2]']);
  });

  it('keeps a well-formed record exactly, and says nothing', () => {
    const { reported, report } = reader();
    const stored = project({ technologies: ['AWS', 'Terraform'], is_featured: true });
    expect(parseStored('projects', 'p1', stored, report)).toEqual(stored);
    expect(reported).toEqual([]);
  });

  it('leaves out list items of the wrong shape and keeps the rest, naming each by its path', () => {
    const { reported, report } = reader();
    const parsed = parseStored('projects', 'p1', project({ technologies: [{ a: 1 }, 'AWS', null], features: [{}] }), report);
    expect(parsed).toMatchObject({ title: 'Platform', technologies: ['AWS'], features: [] });
    expect(reported).toEqual([
      'projects/p1.technologies[0]: is not usable (an object); left out',
      'projects/p1.technologies[2]: is not usable (null); left out',
      'projects/p1.features[0]: is not usable (an object); left out',
    ]);
  });

  it('replaces a malformed field by its fallback: a list, a text, a status that must not turn public', () => {
    const { reported, report } = reader();
    const parsed = parseStored(
      'projects',
      'p1',
      project({ solutions: 'one', title: 42, status: 'hidden', image_url: 'javascript:alert(1)' }),
      report,
    );
    expect(parsed).toMatchObject({ solutions: [], title: '', status: 'draft', image_url: '' });
    expect(reported.map((r) => r.split(':')[0])).toEqual([
      'projects/p1.title',
      'projects/p1.status',
      'projects/p1.image_url',
      'projects/p1.solutions',
    ]);
  });

  it('gives a missing field its fallback, leaves an optional one absent, and drops fields nobody declared', () => {
    const { reported, report } = reader();
    const { content: hero } = parseStored('sections', 'hero', { content: { name: 'Ada', role: 'SRE', secret: 'x' } }, report) as {
      content: Record<string, unknown>;
    };
    expect(hero).toEqual({ name: 'Ada', role: 'SRE', tagline: '' });
    expect(reported).toEqual(['sections/hero.content.tagline: is missing; read as ""']);
  });

  it('reads items of a list of objects field by field: a card without its icon gets the default one, a null card is left out', () => {
    const { reported, report } = reader();
    const about = parseStored(
      'sections',
      'about',
      { content: { ...EMPTY_SECTIONS.about, cards: [null, { title: 'Cloud', description: 'AWS', icon: 'Rocket' }] } },
      report,
    ) as {
      content: { cards: unknown[] };
    };
    expect(about.content.cards).toEqual([{ title: 'Cloud', description: 'AWS', icon: 'Cloud' }]);
    expect(reported).toEqual([
      'sections/about.content.cards[0]: is not usable (null); left out',
      'sections/about.content.cards[1].icon: is not usable ("Rocket"); read as "Cloud"',
    ]);
  });

  it('keeps the id beside the parsed fields, and reads a document of an unknown section as it is', () => {
    const { report } = reader();
    expect(parseWithId('projects', { id: 'p1', ...project() }, report)).toMatchObject({ id: 'p1', title: 'Platform' });
    expect(parseStored('sections', 'footer', { content: { x: 1 } }, report)).toEqual({ content: { x: 1 } });
  });

  it('says each problem once, however often the record is read', () => {
    const seen: string[] = [];
    const once = reportOnce((path, problem) => seen.push(`${path} ${problem}`));
    for (let i = 0; i < 3; i++) parseStored('projects', 'p1', project({ technologies: [1] }), once);
    expect(seen).toEqual(['projects/p1.technologies[0] is not usable (number 1); left out']);
  });
});

describe('checking a record to be written', () => {
  it('refuses what the rules refuse and the list items they cannot check, with paths', () => {
    expect(problemsOf(PROJECT, project())).toEqual([]);
    expect(problemsOf(PROJECT, project({ technologies: [{ a: 1 }], title: 'x'.repeat(201), status: 'hidden' }))).toEqual([
      'project.title: longer than 200 characters',
      'project.status: must be one of active, archived, draft',
      'project.technologies[0]: must be text',
    ]);
    expect(problemsOf(PROJECT, { ...project(), extra: true })).toEqual(['project: unknown field extra']);
  });
});
