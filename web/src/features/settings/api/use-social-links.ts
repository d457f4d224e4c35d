import type { SocialSettings } from '@portfolio/model';
import { useContent } from '@/features/sections/api/content-provider';
import { useSiteSettings } from './site-settings';

/**
 * The owner's social links, from one place: Settings → Social Links (site_settings/social), which
 * the public site, the server-rendered head and the admin all read. A site whose social settings were
 * never saved still has its links in the contact section (where GitHub and LinkedIn used to be
 * edited), so those show until the first save.
 */
export function useSocialLinks(): SocialSettings {
  const { settings, storedCategories } = useSiteSettings();
  const { content } = useContent();
  if (storedCategories.includes('social')) return settings.social;
  return { ...settings.social, github: content.contact.social.github, linkedin: content.contact.social.linkedin };
}
