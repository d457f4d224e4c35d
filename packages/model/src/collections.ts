/**
 * Firestore collection names, by a name code can say (COLLECTIONS.blogPosts is 'blog_posts'): made from
 * the registry's list (content-types/registry.ts), where each collection is declared. Key-like records
 * (a section's name, a settings category, a meta_data key) are document ids.
 */
import { COLLECTION_LIST, type CollectionName } from './content-types/registry.js';

export type { CollectionName };

/** 'blog_posts' → 'blogPosts'. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

export const COLLECTIONS = Object.fromEntries(COLLECTION_LIST.map(({ name }) => [camel(name), name])) as {
  readonly [C in CollectionName as Camel<C>]: C;
};

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
