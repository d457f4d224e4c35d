/** projects/{id}: one project, declared once. */
import { collectionOf } from '../declare/collection.js';
import { contentType, newDoc, type DocOf } from '../declare/content-type.js';
import { list } from '../declare/composite.js';
import { choice, flag, sortOrder, text, url } from '../declare/kinds.js';
import type { PointTone } from '../declare/field.js';
import { FIELD_LIMITS } from '../field-rules.js';
import { imageAlt, imageMeta, textPictures } from './image-fields.js';

/** A technology as the filter compares it: trimmed, in lower case (one address per technology). */
export const technologyKey = (tech: string): string => tech.trim().toLowerCase();

/** The keys of a project's technologies, each once. */
export const technologyKeys = (technologies: unknown): string[] =>
  Array.isArray(technologies)
    ? [...new Set(technologies.filter((t): t is string => typeof t === 'string').map(technologyKey))].filter(Boolean)
    : [];

export const PROJECT_STATUSES = ['active', 'archived', 'draft'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A list of points, one per line in the admin; shown on the project's page under `heading`. */
const points = (label: string, heading: string, tone: PointTone) =>
  list(text({ label, max: FIELD_LIMITS.short }), { label, max: 50, display: { heading, tone } });

export const PROJECT = contentType({
  name: 'project',
  rules: 'isProject',
  // Visitors read active projects only (public queries filter on it, the rules refuse the rest).
  publicWhen: { field: 'status', equals: 'active' },
  // A revision keeps every field; a restore leaves the project's place in the list as it is.
  revision: { rules: 'isProject', notRestored: ['sort_order'] },
  search: {
    title: 'title',
    summary: 'description',
    keywords: 'technologies',
    text: ['long_description', 'features', 'challenges', 'solutions'],
  },
  // The list shows a row's status and whether it is featured; the owner sets the order there.
  admin: {
    useAsTitle: 'title',
    subtitle: 'description',
    thumbnail: 'image_url',
    badges: ['status', 'is_featured'],
    search: ['title', 'description', 'technologies'],
    filter: 'status',
    ordered: true,
    writing: ['title', 'long_description'],
  },
  fields: {
    title: text({ label: 'Title', max: FIELD_LIMITS.title, required: true }),
    // A malformed status reads as draft: never public by accident.
    status: choice(PROJECT_STATUSES, { label: 'Status', initial: 'active', fallback: 'draft' }),
    description: text({ label: 'Short Description', max: FIELD_LIMITS.short, required: true, input: 'textarea', rows: 2 }),
    long_description: text({ label: 'Long Description', max: FIELD_LIMITS.long, input: 'markdown', meta: 'long_description_images' }),
    long_description_images: textPictures(),
    image_url: url({ label: 'Image URL', input: 'image', meta: 'image_meta', alt: 'image_alt' }),
    image_alt: imageAlt(),
    image_meta: imageMeta(),
    github_url: url({ label: 'GitHub URL' }),
    live_url: url({ label: 'Live URL' }),
    technologies: list(text({ label: 'Technology', max: FIELD_LIMITS.short }), { label: 'Technologies', max: 50 }),
    /**
     * The technologies in lower case, which the filter (/projects?tech=terraform) asks for: Firestore
     * compares strings exactly, so a visitor's "terraform" finds "Terraform" only through these. Made
     * on every write (both adapters' write boundary); a project written before it gets it from the
     * scheduled search job, once (functions/src/content/derived-fields.ts).
     */
    technology_keys: list(text({ label: 'Technology key', max: FIELD_LIMITS.short }), {
      label: 'Technology keys',
      max: 50,
      optional: true,
      system: true,
      derive: { from: ['technologies'], value: (project) => technologyKeys(project.technologies) },
    }),
    features: points('Features', 'Key Features', 'positive'),
    challenges: points('Challenges', 'Challenges', 'attention'),
    solutions: points('Solutions', 'Solutions', 'idea'),
    is_featured: flag({ label: 'Featured' }),
    // A new project goes last (the list's length); the order of an existing one can be changed.
    sort_order: sortOrder(),
  },
});

export type Project = DocOf<typeof PROJECT>;
export const newProject = (): Project => newDoc(PROJECT);

export const PROJECTS = collectionOf('projects', PROJECT, {
  labels: { singular: 'Project', plural: 'Projects' },
  read: 'public',
  write: 'owner',
  search: { limit: 500 },
  export: { kind: 'items', key: 'projects', orderBy: [{ field: 'sort_order' }] },
  admin: { ordered: true },
  indexes: [
    'status, sort_order',
    'status, is_featured, sort_order',
    'status, sort_order desc',
    'status, technology_keys contains, sort_order',
    'status, technology_keys contains, sort_order desc',
  ],
});
