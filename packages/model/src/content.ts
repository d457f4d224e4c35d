/** Timestamps cross the data port as ISO-8601 strings; adapters convert to and from native types. */
export type IsoDateTime = string;

// ---------- projects ----------
export const PROJECT_STATUSES = ['active', 'archived', 'draft'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Project {
  title: string;
  description: string;
  long_description: string;
  image_url: string;
  github_url: string;
  live_url: string;
  technologies: string[];
  features: string[];
  challenges: string[];
  solutions: string[];
  sort_order: number;
  is_featured: boolean;
  status: ProjectStatus;
}

export const newProject = (): Project => ({
  title: '',
  description: '',
  long_description: '',
  image_url: '',
  github_url: '',
  live_url: '',
  technologies: [],
  features: [],
  challenges: [],
  solutions: [],
  sort_order: 0,
  is_featured: false,
  status: 'active',
});

// ---------- blog ----------
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  image_url: string;
  published: boolean;
  created_at: IsoDateTime;
  /**
   * When the post was first published (kept when it is unpublished and published again); null while
   * it has never been public. Posts published before this field existed have none: they show
   * created_at (postDate in publishing.ts).
   */
  published_at?: IsoDateTime | null;
  /** A draft's scheduled publication: the publishScheduledPosts function publishes it then. Null when none. */
  publish_at?: IsoDateTime | null;
  /** Slugs the post had while it was public; they still reach it (redirected to `slug`). Newest last. */
  previous_slugs?: string[];
}

/** What the post editor writes: the rest (created_at, published_at, previous_slugs) is derived on save. */
export type BlogPostFields = Omit<BlogPost, 'created_at' | 'published_at' | 'previous_slugs'>;

export const newBlogPost = (): BlogPostFields => ({
  slug: '',
  title: '',
  excerpt: '',
  content: '',
  category: '',
  image_url: '',
  published: false,
  publish_at: null,
});

// ---------- resume ----------
export const RESUME_TYPES = ['experience', 'certification', 'education'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

export interface ResumeEntry {
  type: ResumeType;
  title: string;
  organization: string;
  description: string;
  /** YYYY-MM-DD or null when empty. */
  start_date: string | null;
  /** YYYY-MM-DD, or null for "Present"; always null for certifications. */
  end_date: string | null;
  image_url: string;
  url: string;
  sort_order: number;
}

export const newResumeEntry = (type: ResumeType = 'experience'): ResumeEntry => ({
  type,
  title: '',
  organization: '',
  description: '',
  start_date: null,
  end_date: null,
  image_url: '',
  url: '',
  sort_order: 0,
});

/** meta_data/resume_file */
export interface ResumeFile {
  url: string;
  filename?: string;
  /** Storage path, so the file can be deleted without parsing the URL. */
  path?: string;
}

export interface MetaDataDoc {
  value: ResumeFile | null;
}

export const RESUME_FILE_KEY = 'resume_file';

/** Spec §3: filename falls back to the URL's last segment, else 'resume.pdf'. */
export function resumeFileName(file: ResumeFile): string {
  if (file.filename) return file.filename;
  const last = decodeURIComponent(file.url.split('?')[0]?.split('/').pop() ?? '');
  const segment = last.split('/').pop() ?? '';
  return segment || 'resume.pdf';
}

// ---------- skills ----------
export interface Skill {
  name: string;
  /** A Simple Icons slug (lower-cased name). */
  icon_ref: string;
  description: string;
  /** Organisational only, never shown publicly. */
  category: string;
  sort_order: number;
}

export const newSkill = (): Skill => ({ name: '', icon_ref: '', description: '', category: '', sort_order: 0 });

// ---------- contact messages ----------
export const MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  status: MessageStatus;
  created_at: IsoDateTime;
  /** Mail to the owner; written by the functions only. */
  delivery?: MessageDelivery;
}

/** How the owner's notification mail for a message is going (functions/src/contact/delivery.ts). */
export interface MessageDelivery {
  state: DeliveryState;
  attempts: number;
  last_error?: string | null;
  /** While set and in the future, one function instance is sending; nobody else may (no double mail). */
  lease_until?: IsoDateTime | null;
  /** The retry job leaves a failed message alone until then (backoff). */
  next_attempt_at?: IsoDateTime | null;
  sent_at?: IsoDateTime | null;
}

/** Spec §4: new -> read; new or read -> archived. */
export function canTransition(from: MessageStatus, to: MessageStatus): boolean {
  return (from === 'new' && to === 'read') || ((from === 'new' || from === 'read') && to === 'archived');
}

// ---------- settings ----------
export interface ThemeSettings {
  primary_color: string;
  accent_color: string;
  dark_mode_default: boolean;
}
export interface SeoSettings {
  site_title: string;
  site_description: string;
  meta_keywords: string[];
}
export interface AnalyticsSettings {
  google_analytics_id: string;
  enable_page_views: boolean;
  enable_event_tracking: boolean;
}
export interface SocialSettings {
  github: string;
  linkedin: string;
  twitter: string;
}
export interface SiteSettings {
  theme: ThemeSettings;
  seo: SeoSettings;
  analytics: AnalyticsSettings;
  social: SocialSettings;
}
export type SettingsCategory = keyof SiteSettings;
export const SETTINGS_CATEGORIES: SettingsCategory[] = ['theme', 'seo', 'analytics', 'social'];

/** A stored settings document: `{ settings }` under the id `category`. */
export interface SettingsDoc<C extends SettingsCategory = SettingsCategory> {
  category: C;
  settings: SiteSettings[C];
}

export const DEFAULT_SETTINGS: SiteSettings = {
  theme: { primary_color: '#0891b2', accent_color: '#9333ea', dark_mode_default: true },
  seo: { site_title: '', site_description: '', meta_keywords: [] },
  analytics: { google_analytics_id: '', enable_page_views: true, enable_event_tracking: true },
  social: { github: '', linkedin: '', twitter: '' },
};

/** Categories the public site reads (the rules admit anonymous reads of these only). */
export const PUBLIC_SETTINGS_CATEGORIES: SettingsCategory[] = ['theme', 'seo', 'analytics', 'social'];
