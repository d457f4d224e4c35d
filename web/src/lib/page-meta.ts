/**
 * Document title, description and Open Graph / Twitter tags for each public page, from the SEO
 * settings and the page's own content. Tags are created once and updated in place.
 */
import { documentTitle, pageDescription, siteTitleOf } from '@portfolio/model';
import { useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; the site title is appended (or used alone when absent). */
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  keywords?: string[];
  siteTitle: string;
  siteDescription: string;
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

const absolute = (url: string) => {
  try {
    return url ? new URL(url, window.location.origin).href : '';
  } catch {
    return '';
  }
};

export function applyPageMeta(meta: PageMeta): void {
  const seo = { site_title: meta.siteTitle, site_description: meta.siteDescription };
  const site = siteTitleOf(seo);
  const title = documentTitle(meta.title, seo);
  const description = pageDescription(meta, seo);
  const image = absolute(meta.image ?? '');
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', (meta.keywords ?? []).join(', '));
  setMeta('property', 'og:site_name', site);
  setMeta('property', 'og:title', meta.title || site);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:url', window.location.href);
  setMeta('property', 'og:image', image);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', meta.title || site);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'twitter:image', image);
}

export function usePageMetaTags(meta: PageMeta): void {
  const { title, description, image, type, keywords, siteTitle, siteDescription } = meta;
  const keywordText = (keywords ?? []).join(',');
  useEffect(() => {
    applyPageMeta({ title, description, image, type, keywords: keywordText ? keywordText.split(',') : [], siteTitle, siteDescription });
  }, [title, description, image, type, keywordText, siteTitle, siteDescription]);
}
