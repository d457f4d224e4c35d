/**
 * Every route of the app, in one place (spec §2). The public pages' addresses come from the one
 * route table (packages/model/src/routes.ts), which the router, the render function and the sitemap
 * read too; the admin's are the admin's own.
 */
import { pathTo } from '@portfolio/model';

export const paths = {
  home: pathTo('home'),
  resume: pathTo('resume'),
  projects: pathTo('projects'),
  project: (id: string) => pathTo('project', { id }),
  blog: pathTo('blog'),
  post: (slug: string) => pathTo('post', { slug }),
  tag: (tag: string) => pathTo('tag', { tag }),
  /** Contact is a section of the home page, not a route. */
  contactSectionId: 'contact',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    hero: '/admin/content/hero',
    about: '/admin/content/about',
    skills: '/admin/content/skills',
    contact: '/admin/content/contact',
    messages: '/admin/messages',
    projects: '/admin/projects',
    blog: '/admin/blog',
    resume: '/admin/resume',
    settings: '/admin/settings',
    security: '/admin/settings/security',
  },
} as const;
