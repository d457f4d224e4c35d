import { useSiteSettings } from '@/features/settings/api/site-settings';
import { usePageMetaTags } from '@/lib/page-meta';

/** Title, description and social tags of a public page, from the SEO settings and the page's content. */
export function usePageMeta(page: { title?: string; description?: string; image?: string; type?: 'website' | 'article' } = {}) {
  const { seo } = useSiteSettings().settings;
  usePageMetaTags({ ...page, keywords: seo.meta_keywords, siteTitle: seo.site_title, siteDescription: seo.site_description });
}
