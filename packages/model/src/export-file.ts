/**
 * The export file (issue 12): all of a site's content in one JSON document (sections, settings, the
 * resume file record, projects and posts with their revisions, resume entries, skills), files as
 * their URLs. Messages and analytics are not content and stay out.
 *
 * validateExportFile checks a whole file before anything is written, with the same limits as
 * firestore.rules (field-rules.ts), plus what only a whole file can break: duplicate ids, two posts
 * with one slug, dates in the future. An import stores a file only when it has no problem at all.
 */
import type { BlogPost, IsoDateTime, Project, ResumeEntry, ResumeFile, SiteSettings, Skill } from './content.js';
import { PROJECT_STATUSES, RESUME_TYPES } from './content.js';
import { FIELD_LIMITS, isCalendarDate, isHexColor, isSiteUrl, type TextKind } from './field-rules.js';
import { MAX_PREVIOUS_SLUGS } from './publishing.js';
import { MAX_REVISIONS, POST_REVISION_FIELDS, type PostRevisionData } from './revisions.js';
import { ABOUT_ICONS, type SectionContent } from './sections.js';
import { SLUG_PATTERN } from './text.js';

export const EXPORT_FORMAT = 'portfolio-export';
export const EXPORT_VERSION = 1;

export interface ExportedRevision<D> {
  saved_at: IsoDateTime;
  data: D;
}
export type ExportedProject = Project & { id: string; revisions: ExportedRevision<Project>[] };
export type ExportedPost = Required<BlogPost> & { id: string; revisions: ExportedRevision<PostRevisionData>[] };

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported_at: IsoDateTime;
  /** By section name; a section never saved is left out. */
  sections: Partial<SectionContent>;
  /** By category; a category never saved is left out. */
  settings: Partial<SiteSettings>;
  resume_file: ResumeFile | null;
  projects: ExportedProject[];
  posts: ExportedPost[];
  resume: (ResumeEntry & { id: string })[];
  skills: (Skill & { id: string })[];
}

export type ExportCheck = { ok: true; file: ExportFile } | { ok: false; problems: string[] };

/** Problems past this many are summed up: a wrong file would otherwise list thousands. */
const MAX_PROBLEMS = 20;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Collects problems with the path where each was found. */
class Checker {
  readonly problems: string[] = [];
  constructor(private readonly now: Date) {}

  problem(path: string, what: string) {
    this.problems.push(`${path}: ${what}`);
  }
  /** `value` is an object with exactly `keys` (plus any of `optional`); says which are missing or extra. */
  shape(path: string, value: unknown, keys: readonly string[], optional: readonly string[] = []): value is Obj {
    if (!isObj(value)) {
      this.problem(path, 'must be an object');
      return false;
    }
    const missing = keys.filter((k) => !(k in value));
    const extra = Object.keys(value).filter((k) => !keys.includes(k) && !optional.includes(k));
    if (missing.length) this.problem(path, `missing ${missing.join(', ')}`);
    if (extra.length) this.problem(path, `unknown field ${extra.join(', ')}`);
    return missing.length === 0 && extra.length === 0;
  }
  text(path: string, v: unknown, kind: TextKind) {
    if (typeof v !== 'string') this.problem(path, 'must be text');
    else if (v.length > FIELD_LIMITS[kind]) this.problem(path, `longer than ${FIELD_LIMITS[kind]} characters`);
  }
  url(path: string, v: unknown) {
    if (typeof v !== 'string' || !isSiteUrl(v)) this.problem(path, 'must be empty, an http(s) address or a path on this site');
  }
  bool(path: string, v: unknown) {
    if (typeof v !== 'boolean') this.problem(path, 'must be true or false');
  }
  sortOrder(path: string, v: unknown) {
    if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 100_000) this.problem(path, 'must be a whole number from 0 to 100000');
  }
  list(path: string, v: unknown, max: number, item?: (path: string, v: unknown) => void) {
    if (!Array.isArray(v)) return this.problem(path, 'must be a list');
    if (v.length > max) this.problem(path, `more than ${max} items`);
    v.forEach((x, i) => (item ? item(`${path}[${i}]`, x) : this.text(`${path}[${i}]`, x, 'short')));
  }
  oneOf(path: string, v: unknown, options: readonly string[]) {
    if (typeof v !== 'string' || !options.includes(v)) this.problem(path, `must be one of ${options.join(', ')}`);
  }
  /** An ISO time not after now (or null when allowed). */
  time(path: string, v: unknown, { nullable = false, future = false } = {}) {
    if (v === null && nullable) return;
    const t = typeof v === 'string' ? Date.parse(v) : NaN;
    if (typeof v !== 'string' || Number.isNaN(t))
      this.problem(path, nullable ? 'must be a date and time, or null' : 'must be a date and time');
    else if (!future && t > this.now.getTime()) this.problem(path, 'is in the future');
  }
  slug(path: string, v: unknown) {
    if (typeof v !== 'string' || !SLUG_PATTERN.test(v) || v.length > FIELD_LIMITS.title)
      this.problem(path, 'must be a slug (a-z, 0-9 and single hyphens)');
  }
  /** A document id Firestore takes, at most 200 characters (the rules' doc_id limit). */
  id(path: string, v: unknown) {
    if (
      typeof v !== 'string' ||
      v === '' ||
      v.length > FIELD_LIMITS.title ||
      v.includes('/') ||
      v === '.' ||
      v === '..' ||
      /^__.*__$/.test(v)
    ) {
      this.problem(path, 'must be a document id (no slash, at most 200 characters)');
    }
  }
}

const HERO = ['name', 'role', 'tagline'] as const;
const ABOUT = ['title', 'content', 'cards'] as const;
const CONTACT = ['email', 'social'] as const;
const PROJECT = [
  'title',
  'description',
  'long_description',
  'image_url',
  'github_url',
  'live_url',
  'technologies',
  'features',
  'challenges',
  'solutions',
  'sort_order',
  'is_featured',
  'status',
] as const;
const POST = [
  'slug',
  'title',
  'excerpt',
  'content',
  'category',
  'image_url',
  'published',
  'created_at',
  'published_at',
  'publish_at',
  'previous_slugs',
] as const;
const RESUME = ['type', 'title', 'organization', 'description', 'start_date', 'end_date', 'image_url', 'url', 'sort_order'] as const;
const SKILL = ['name', 'icon_ref', 'description', 'category', 'sort_order'] as const;

function checkSections(c: Checker, v: unknown) {
  if (!c.shape('sections', v, [], ['hero', 'about', 'contact'])) return;
  if (v.hero !== undefined && c.shape('sections.hero', v.hero, HERO, ['portrait_url'])) {
    c.text('sections.hero.name', v.hero.name, 'title');
    c.text('sections.hero.role', v.hero.role, 'title');
    c.text('sections.hero.tagline', v.hero.tagline, 'short');
    if (v.hero.portrait_url !== undefined) c.url('sections.hero.portrait_url', v.hero.portrait_url);
  }
  if (v.about !== undefined && c.shape('sections.about', v.about, ABOUT)) {
    c.text('sections.about.title', v.about.title, 'title');
    c.text('sections.about.content', v.about.content, 'long');
    c.list('sections.about.cards', v.about.cards, 20, (p, card) => {
      if (!c.shape(p, card, ['title', 'description', 'icon'])) return;
      c.text(`${p}.title`, card.title, 'title');
      c.text(`${p}.description`, card.description, 'short');
      c.oneOf(`${p}.icon`, card.icon, ABOUT_ICONS);
    });
  }
  if (v.contact !== undefined && c.shape('sections.contact', v.contact, CONTACT, ['availability', 'location', 'response_time'])) {
    c.text('sections.contact.email', v.contact.email, 'short');
    for (const line of ['availability', 'location', 'response_time'] as const) {
      if (v.contact[line] !== undefined) c.text(`sections.contact.${line}`, v.contact[line], 'title');
    }
    if (c.shape('sections.contact.social', v.contact.social, ['github', 'linkedin'])) {
      c.url('sections.contact.social.github', v.contact.social.github);
      c.url('sections.contact.social.linkedin', v.contact.social.linkedin);
    }
  }
}

function checkSettings(c: Checker, v: unknown) {
  if (!c.shape('settings', v, [], ['theme', 'seo', 'analytics', 'social'])) return;
  if (v.theme !== undefined && c.shape('settings.theme', v.theme, ['primary_color', 'accent_color', 'dark_mode_default'])) {
    for (const k of ['primary_color', 'accent_color']) {
      const color = v.theme[k];
      if (typeof color !== 'string' || !isHexColor(color)) c.problem(`settings.theme.${k}`, 'must be a hex colour such as #0891b2');
    }
    c.bool('settings.theme.dark_mode_default', v.theme.dark_mode_default);
  }
  if (v.seo !== undefined && c.shape('settings.seo', v.seo, ['site_title', 'site_description', 'meta_keywords'])) {
    c.text('settings.seo.site_title', v.seo.site_title, 'title');
    c.text('settings.seo.site_description', v.seo.site_description, 'short');
    c.list('settings.seo.meta_keywords', v.seo.meta_keywords, 50);
  }
  if (
    v.analytics !== undefined &&
    c.shape('settings.analytics', v.analytics, ['google_analytics_id', 'enable_page_views', 'enable_event_tracking'])
  ) {
    const id = v.analytics.google_analytics_id;
    if (typeof id !== 'string' || id.length > 30 || !/^(UA-[0-9]+-[0-9]+|G-[A-Z0-9]+)?$/.test(id)) {
      c.problem('settings.analytics.google_analytics_id', 'must be empty, UA-… or G-…');
    }
    c.bool('settings.analytics.enable_page_views', v.analytics.enable_page_views);
    c.bool('settings.analytics.enable_event_tracking', v.analytics.enable_event_tracking);
  }
  if (v.social !== undefined && c.shape('settings.social', v.social, ['github', 'linkedin', 'twitter'])) {
    for (const k of ['github', 'linkedin', 'twitter']) c.url(`settings.social.${k}`, v.social[k]);
  }
}

function checkProjectFields(c: Checker, p: string, d: Obj) {
  c.text(`${p}.title`, d.title, 'title');
  c.text(`${p}.description`, d.description, 'short');
  c.text(`${p}.long_description`, d.long_description, 'long');
  for (const k of ['image_url', 'github_url', 'live_url']) c.url(`${p}.${k}`, d[k]);
  for (const k of ['technologies', 'features', 'challenges', 'solutions']) c.list(`${p}.${k}`, d[k], 50);
  c.sortOrder(`${p}.sort_order`, d.sort_order);
  c.bool(`${p}.is_featured`, d.is_featured);
  c.oneOf(`${p}.status`, d.status, PROJECT_STATUSES);
}

function checkPostContent(c: Checker, p: string, d: Obj) {
  c.slug(`${p}.slug`, d.slug);
  c.text(`${p}.title`, d.title, 'title');
  c.text(`${p}.excerpt`, d.excerpt, 'short');
  c.text(`${p}.content`, d.content, 'long');
  c.text(`${p}.category`, d.category, 'short');
  c.url(`${p}.image_url`, d.image_url);
}

function checkRevisions(c: Checker, p: string, v: unknown, data: (p: string, d: unknown) => void) {
  c.list(p, v, MAX_REVISIONS, (rp, r) => {
    if (!c.shape(rp, r, ['saved_at', 'data'])) return;
    c.time(`${rp}.saved_at`, r.saved_at);
    data(`${rp}.data`, r.data);
  });
}

/** Ids used twice within one list. */
function checkUniqueIds(c: Checker, path: string, items: unknown) {
  if (!Array.isArray(items)) return;
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const id = isObj(item) ? item.id : undefined;
    if (typeof id !== 'string') return;
    if (seen.has(id)) c.problem(`${path}[${i}].id`, `"${id}" is used twice`);
    seen.add(id);
  });
}

/**
 * Checks a parsed export file completely. Posts public since before first publications were
 * recorded (published, no published_at) get their creation date as first publication, which is
 * the date they show already; nothing else is changed.
 */
export function validateExportFile(value: unknown, now: Date = new Date()): ExportCheck {
  const c = new Checker(now);
  const top = ['format', 'version', 'exported_at', 'sections', 'settings', 'resume_file', 'projects', 'posts', 'resume', 'skills'];
  if (!isObj(value) || value.format !== EXPORT_FORMAT) {
    return { ok: false, problems: ['This is not an export of this site (its "format" is not "portfolio-export").'] };
  }
  if (value.version !== EXPORT_VERSION) {
    return { ok: false, problems: [`This export has version ${String(value.version)}; this site reads version ${EXPORT_VERSION}.`] };
  }
  if (!c.shape('file', value, top)) return { ok: false, problems: c.problems };
  c.time('exported_at', value.exported_at);
  checkSections(c, value.sections);
  checkSettings(c, value.settings);

  const file = value.resume_file;
  if (file !== null && c.shape('resume_file', file, ['url'], ['filename', 'path'])) {
    c.url('resume_file.url', file.url);
    if (file.filename !== undefined) c.text('resume_file.filename', file.filename, 'title');
    if (
      file.path !== undefined &&
      (typeof file.path !== 'string' || !/^resume\/[^/]+$/.test(file.path) || file.path.length > FIELD_LIMITS.short)
    ) {
      c.problem('resume_file.path', 'must be resume/<file name>');
    }
  }

  c.list('projects', value.projects, 10_000, (p, project) => {
    if (!c.shape(p, project, ['id', ...PROJECT, 'revisions'])) return;
    c.id(`${p}.id`, project.id);
    checkProjectFields(c, p, project);
    checkRevisions(c, `${p}.revisions`, project.revisions, (rp, d) => c.shape(rp, d, PROJECT) && checkProjectFields(c, rp, d));
  });
  checkUniqueIds(c, 'projects', value.projects);

  const slugOwners = new Map<string, string>();
  c.list('posts', value.posts, 10_000, (p, post) => {
    if (!c.shape(p, post, ['id', ...POST, 'revisions'])) return;
    c.id(`${p}.id`, post.id);
    checkPostContent(c, p, post);
    c.bool(`${p}.published`, post.published);
    c.time(`${p}.created_at`, post.created_at);
    c.time(`${p}.published_at`, post.published_at, { nullable: true });
    c.time(`${p}.publish_at`, post.publish_at, { nullable: true, future: true });
    if (post.published === true && post.publish_at !== null) c.problem(`${p}.publish_at`, 'a published post has no publication time');
    c.list(`${p}.previous_slugs`, post.previous_slugs, MAX_PREVIOUS_SLUGS, (sp, s) => c.slug(sp, s));
    if (Array.isArray(post.previous_slugs) && post.previous_slugs.includes(post.slug)) {
      c.problem(`${p}.previous_slugs`, 'holds the current slug too');
    }
    for (const slug of [post.slug, ...(Array.isArray(post.previous_slugs) ? (post.previous_slugs as unknown[]) : [])]) {
      if (typeof slug !== 'string') continue;
      const owner = slugOwners.get(slug);
      if (owner !== undefined && owner !== post.id) c.problem(`${p}.slug`, `"${slug}" is also a slug of post "${owner}"`);
      slugOwners.set(slug, String(post.id));
    }
    checkRevisions(c, `${p}.revisions`, post.revisions, (rp, d) => c.shape(rp, d, POST_REVISION_FIELDS) && checkPostContent(c, rp, d));
  });
  checkUniqueIds(c, 'posts', value.posts);

  c.list('resume', value.resume, 10_000, (p, entry) => {
    if (!c.shape(p, entry, ['id', ...RESUME])) return;
    c.id(`${p}.id`, entry.id);
    c.oneOf(`${p}.type`, entry.type, RESUME_TYPES);
    c.text(`${p}.title`, entry.title, 'title');
    c.text(`${p}.organization`, entry.organization, 'short');
    c.text(`${p}.description`, entry.description, 'long');
    for (const k of ['start_date', 'end_date']) {
      const d = entry[k];
      if (d !== null && (typeof d !== 'string' || !isCalendarDate(d))) c.problem(`${p}.${k}`, 'must be a date YYYY-MM-DD, or null');
    }
    c.url(`${p}.image_url`, entry.image_url);
    c.url(`${p}.url`, entry.url);
    c.sortOrder(`${p}.sort_order`, entry.sort_order);
  });
  checkUniqueIds(c, 'resume', value.resume);

  c.list('skills', value.skills, 10_000, (p, skill) => {
    if (!c.shape(p, skill, ['id', ...SKILL])) return;
    c.id(`${p}.id`, skill.id);
    c.text(`${p}.name`, skill.name, 'title');
    if (typeof skill.icon_ref !== 'string' || skill.icon_ref.length > 100 || !/^[A-Za-z0-9._+-]*$/.test(skill.icon_ref)) {
      c.problem(`${p}.icon_ref`, 'must be an icon name (letters, digits, . _ + -)');
    }
    c.text(`${p}.description`, skill.description, 'short');
    c.text(`${p}.category`, skill.category, 'short');
    c.sortOrder(`${p}.sort_order`, skill.sort_order);
  });
  checkUniqueIds(c, 'skills', value.skills);

  if (c.problems.length > 0) {
    const shown = c.problems.slice(0, MAX_PROBLEMS);
    if (c.problems.length > MAX_PROBLEMS) shown.push(`…and ${c.problems.length - MAX_PROBLEMS} more problems.`);
    return { ok: false, problems: shown };
  }
  const checked = value as unknown as ExportFile;
  return {
    ok: true,
    file: {
      ...checked,
      posts: checked.posts.map((post) => (post.published && !post.published_at ? { ...post, published_at: post.created_at } : post)),
    },
  };
}

/** What an import stored, for the owner's message. */
export function exportSummary(file: ExportFile): string {
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  const revisions = [...file.projects, ...file.posts].reduce((sum, item) => sum + item.revisions.length, 0);
  return [
    n(file.projects.length, 'project'),
    n(file.posts.length, 'post'),
    n(revisions, 'revision'),
    n(file.resume.length, 'resume entry', 'resume entries'),
    n(file.skills.length, 'skill'),
    n(Object.keys(file.sections).length, 'section'),
    n(Object.keys(file.settings).length, 'settings group'),
  ].join(', ');
}
