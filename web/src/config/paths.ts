/** Every route of the app, in one place (spec §2). */
export const paths = {
  home: '/',
  resume: '/resume',
  projects: '/projects',
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  blog: '/blog',
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
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
