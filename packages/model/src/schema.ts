import type { AnalyticsEvent, AnalyticsRollup } from './analytics.js';
import type { CollectionName } from './collections.js';
import type { ClientAddressReport } from './client-address.js';
import type { BlogPost, ContactMessage, MetaDataDoc, Project, ResumeEntry, SettingsCategory, SiteSettings, Skill } from './content.js';
import type { SlugClaim } from './publishing.js';
import type { Revision } from './revisions.js';
import type { SectionContent, SectionName } from './sections.js';

/** What each collection's documents hold (the id is the document id, not a field). */
export interface CollectionTypes {
  sections: { content: SectionContent[SectionName] };
  meta_data: MetaDataDoc;
  resume_data: ResumeEntry;
  projects: Project;
  blog_posts: BlogPost;
  contact_messages: ContactMessage;
  skills: Skill;
  analytics_events: AnalyticsEvent;
  analytics_hourly: AnalyticsRollup;
  analytics_daily: AnalyticsRollup;
  site_settings: { settings: SiteSettings[SettingsCategory] };
  slugs: SlugClaim;
  revisions: Revision;
}

// Compile-time check that every collection name has a type and vice versa.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const collectionTypesCoverAllNames: Exact<keyof CollectionTypes, CollectionName> = true;

/** The input and output of each function the browser calls. */
export interface FunctionContracts {
  submitContactMessage: {
    request: { name: string; email: string; message: string; website?: string };
    response: { ok: true };
  };
  trackPageView: {
    request: { page_path: string; referrer: string };
    response: void;
  };
  /** Owner only: the addresses the functions see for the owner's own request (client-address.ts). */
  checkClientAddress: {
    request: Record<string, never>;
    response: ClientAddressReport;
  };
}
export type FunctionName = keyof FunctionContracts;
