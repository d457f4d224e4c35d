/**
 * Firestore collection names, fixed names: deployed data and the rules use them.
 * Key-like records (a section's name, a settings category, a meta_data key) are document ids.
 */
export const COLLECTIONS = {
  sections: 'sections',
  metaData: 'meta_data',
  resumeData: 'resume_data',
  projects: 'projects',
  blogPosts: 'blog_posts',
  contactMessages: 'contact_messages',
  skills: 'skills',
  analyticsEvents: 'analytics_events',
  /** One document per UTC hour; written only by the functions (or the in-memory twin). */
  analyticsHourly: 'analytics_hourly',
  /** One document per UTC day; written only by the functions (or the in-memory twin). */
  analyticsDaily: 'analytics_daily',
  /** The owner's tracked links (/r/<slug>): owner-only; the render function reads them to redirect. */
  trackedLinks: 'tracked_links',
  siteSettings: 'site_settings',
  /** One document per post slug, current or kept (id = the slug): who owns it. Owner-only. */
  slugs: 'slugs',
  /** Earlier versions of posts and projects, the last 20 of each. Owner-only. */
  revisions: 'revisions',
  /** The owner's sign-ins (owner-security.ts): written by the beforeUserSignedIn function; owner-only reading. */
  ownerSignIns: 'owner_sign_ins',
  /** The owner's account state, e.g. when sessions were last signed out everywhere; owner-only reading. */
  ownerState: 'owner_state',
  /** One document per uploaded picture (images.ts): its variants; written by processUploadedImage; owner-only reading. */
  imageRecords: 'image_records',
  /** The import under way, if any (content-types/import-job.ts), its file's parts and what each batch wrote. Owner-only. */
  importJobs: 'import_jobs',
  importParts: 'import_parts',
  importBatches: 'import_batches',
  /** One document per background job (health.ts), and job_health/mail: written by the functions; owner-only reading. */
  jobHealth: 'job_health',
  /** Pages that answered 5xx, one document per UTC hour: written by the render function; owner-only reading. */
  pageErrors: 'page_errors',
  /** One document per address that asked for the newsletter (newsletter.ts): written by the functions; owner-only reading. */
  newsletterSubscribers: 'newsletter_subscribers',
  /** One document per post mailed to the subscribers: written by the functions; owner-only reading. */
  newsletterSends: 'newsletter_sends',
  /** One document per post and subscriber mailed it (`<post id>_<subscriber id>`): written by the functions; owner-only reading. */
  newsletterRecipients: 'newsletter_recipients',
  /** One document per private link to a draft, keyed by a hash of its token (preview-links.ts): written by the functions; owner-only reading. */
  previewLinks: 'preview_links',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Storage folders. Public read; owner-only write (see storage.rules). */
export const STORAGE_FOLDERS = {
  resume: 'resume',
  badges: 'badges',
  images: 'images',
} as const;

/** Callable and HTTP Cloud Functions the web app reaches through the data port. */
export const FUNCTIONS = {
  submitContactMessage: 'submitContactMessage',
  trackPageView: 'trackPageView',
  requireSecondFactor: 'requireSecondFactor',
  signOutEverywhere: 'signOutEverywhere',
  endOtherSessions: 'endOtherSessions',
  noteFailedSignIn: 'noteFailedSignIn',
  checkClientAddress: 'checkClientAddress',
  subscribeToNewsletter: 'subscribeToNewsletter',
  replyToMessage: 'replyToMessage',
  removeNewsletterSubscriber: 'removeNewsletterSubscriber',
  importNewsletterSubscribers: 'importNewsletterSubscribers',
  createPreviewLink: 'createPreviewLink',
  revokePreviewLink: 'revokePreviewLink',
} as const;

/**
 * Callables the web app reaches through a Hosting rewrite (firebase.json) rather than at their own
 * address, so that they see a request the way the functions behind /api/track and /api/contact do.
 */
export const FUNCTION_PATHS: Partial<Record<keyof typeof FUNCTIONS, string>> = {
  checkClientAddress: '/api/client-address',
  subscribeToNewsletter: '/api/subscribe',
};
