/**
 * Title and description of every public page: ONE implementation shared by the browser
 * (web/src/lib/page-meta.ts sets document.title from it) and the server renderer
 * (functions/src/seo/head.ts), so the served <title> and the hydrated one never disagree.
 */
import type { BlogPost, HeroSection, Project, SeoSettings } from './content-types/index.js';

/** The fixed texts of the list pages (product text; the pages show the same words). */
export const PAGE_TEXT = {
  resume: { title: 'Resume', description: 'Work experience, certifications and education.' },
  projects: {
    title: 'All Projects',
    description: 'Cloud, platform and DevOps projects: what they do, how they were built, and the code.',
  },
  blog: {
    title: 'Blog',
    description: 'Thoughts and tutorials on DevOps, cloud infrastructure and modern development practices.',
  },
  tags: { title: 'Tags', description: 'Every subject the blog writes about, with how many posts each has.' },
  search: { title: 'Search', description: 'Search the posts and projects.' },
  notFound: { title: 'Page not found' },
  projectNotFound: { title: 'Project not found' },
} as const;

export const FALLBACK_SITE_TITLE = 'Portfolio';

/** What a page says about itself; the site's SEO settings fill the gaps. */
export interface PageInfo {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
}

export const siteTitleOf = (seo: Pick<SeoSettings, 'site_title'>): string => seo.site_title || FALLBACK_SITE_TITLE;

/** `<page> | <site>`, or the site title alone on home. */
export function documentTitle(pageTitle: string | undefined, seo: Pick<SeoSettings, 'site_title'>): string {
  const site = siteTitleOf(seo);
  return pageTitle ? `${pageTitle} | ${site}` : site;
}

export const pageDescription = (page: PageInfo, seo: Pick<SeoSettings, 'site_description'>): string =>
  page.description || seo.site_description;

export const homePageInfo = (hero: Pick<HeroSection, 'tagline'> | null | undefined): PageInfo => ({
  description: hero?.tagline || undefined,
});
export const postPageInfo = (post: Pick<BlogPost, 'title' | 'excerpt' | 'image_url'>): PageInfo => ({
  title: post.title,
  description: post.excerpt,
  image: post.image_url || undefined,
  type: 'article',
});
/** A tag's page: the posts with that tag. */
export const tagPageInfo = (tag: string): PageInfo => ({
  title: `Posts tagged ${tag}`,
  description: `Every post on the blog tagged ${tag}, newest first.`,
});
export const projectPageInfo = (project: Pick<Project, 'title' | 'description' | 'image_url'>): PageInfo => ({
  title: project.title,
  description: project.description,
  image: project.image_url || undefined,
  type: 'article',
});
