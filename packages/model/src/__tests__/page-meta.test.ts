import { describe, expect, it } from 'vitest';
import { documentTitle, homePageInfo, PAGE_TEXT, pageDescription, postPageInfo } from '../page-meta';

describe('page meta shared by the SPA and the server renderer', () => {
  it('appends the site title to a page title, and falls back to Portfolio', () => {
    expect(documentTitle('Blog', { site_title: 'Ada' })).toBe('Blog | Ada');
    expect(documentTitle(undefined, { site_title: 'Ada' })).toBe('Ada');
    expect(documentTitle(PAGE_TEXT.resume.title, { site_title: '' })).toBe('Resume | Portfolio');
  });

  it('uses the page description, else the site description', () => {
    expect(pageDescription(homePageInfo({ tagline: '' }), { site_description: 'Site' })).toBe('Site');
    expect(pageDescription(postPageInfo({ title: 'T', excerpt: 'E', image_url: '' }), { site_description: 'Site' })).toBe('E');
  });
});
