/**
 * Valid documents for every collection, built from the model's own defaults, so a field added to
 * the model and not to the rules fails the "owner may create" tests.
 */
import {
  DEFAULT_SETTINGS,
  EMPTY_SECTIONS,
  newBlogPost,
  newProject,
  newResumeEntry,
  newSkill,
  type ContactMessage,
  type MessageStatus,
} from '@portfolio/model';
import { serverTimestamp, Timestamp } from 'firebase/firestore';

export const hero = () => ({ content: { ...EMPTY_SECTIONS.hero, name: 'Ada Lovelace', role: 'Cloud engineer', tagline: 'I automate.' } });
export const about = () => ({
  content: {
    ...EMPTY_SECTIONS.about,
    content: 'First paragraph.\nSecond paragraph.',
    cards: [{ title: 'Cloud', description: 'AWS and GCP', icon: 'Cloud' }],
  },
});
export const contactSection = () => ({
  content: {
    ...EMPTY_SECTIONS.contact,
    email: 'ada@example.com',
    social: { github: 'https://github.com/ada', linkedin: 'https://linkedin.com/in/ada' },
    availability: 'Open to contract work',
    location: 'London (GMT)',
    response_time: 'I reply within two working days',
  },
});

export const resumeFile = () => ({
  value: { url: 'https://storage.example.com/resume/resume.pdf', filename: 'resume.pdf', path: 'resume/resume.pdf' },
});

export const settingsDoc = <C extends keyof typeof DEFAULT_SETTINGS>(category: C) => ({
  settings: structuredClone(DEFAULT_SETTINGS[category]),
});

export const skill = () => ({
  ...newSkill(),
  name: 'Docker',
  icon_ref: 'docker',
  description: 'Containers',
  category: 'DevOps',
  sort_order: 2,
});

export const resumeEntry = () => ({
  ...newResumeEntry('experience'),
  title: 'Platform engineer',
  organization: 'Example Ltd',
  description: 'Built **pipelines**.',
  start_date: '2022-01-01',
  end_date: null,
  url: 'https://example.com',
});

export const project = (status: 'active' | 'archived' | 'draft' = 'active') => ({
  ...newProject(),
  title: 'Kubernetes lab',
  description: 'A home cluster.',
  long_description: '# Lab\nDetails.',
  image_url: '/images/lab.png',
  github_url: 'https://github.com/ada/lab',
  technologies: ['Kubernetes', 'Terraform'],
  status,
});

/**
 * A post as the owner writes it; created_at is set by the caller (serverTimestamp or a Timestamp).
 * A published one records its first publication (the server's time), a draft has none.
 */
export const blogPostFields = (published: boolean) => ({
  ...newBlogPost(),
  slug: published ? 'hello-world' : 'draft-notes',
  title: published ? 'Hello, world' : 'Draft notes',
  excerpt: 'A first post.',
  content: 'Some **Markdown**.',
  category: 'DevOps',
  published,
  published_at: published ? serverTimestamp() : null,
  previous_slugs: [] as string[],
});
export const STORED_AT = Timestamp.fromDate(new Date('2026-01-02T03:04:05Z'));
export const storedBlogPost = (published: boolean) => ({
  ...blogPostFields(published),
  created_at: STORED_AT,
  published_at: published ? STORED_AT : null,
});

/** An earlier version of a post, as a save keeps it (packages/model/src/revisions.ts). */
export const postRevision = () => ({
  collection: 'blog_posts',
  doc_id: 'published',
  saved_at: serverTimestamp(),
  data: { slug: 'hello-world', title: 'Hello, world', excerpt: 'A first post.', content: 'Old text.', category: 'DevOps', image_url: '' },
});

/** A message as submitContactMessage stores it. */
export const storedMessage = (status: MessageStatus) =>
  ({
    name: 'Grace',
    email: 'grace@example.com',
    message: 'Hello there',
    status,
    created_at: Timestamp.fromDate(new Date('2026-01-02T03:04:05Z')),
    delivery: { state: 'sent', attempts: 1, last_error: null },
  }) satisfies Record<keyof ContactMessage, unknown>;

export const analyticsEvent = () => ({
  event_type: 'page_view',
  page_path: '/',
  referrer: '',
  visitor: 'hash',
  created_at: Timestamp.fromDate(new Date('2026-01-02T03:04:05Z')),
});
export const rollup = () => ({
  period_start: '2026-01-02T03:00:00.000Z',
  views: 1,
  visitors: ['hash'],
  pages: [{ key: '/', views: 1 }],
  referrers: [{ key: '', views: 1 }],
});

export const LONG = (n: number) => 'x'.repeat(n);
