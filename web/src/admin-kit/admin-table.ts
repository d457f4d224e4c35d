/**
 * The admin's screens, in one table: each screen's address under /admin, its title (the heading of
 * its pages and of its browser tab), its sidebar label and icon, where the sidebar shows it, and its
 * component's module. The admin's router (admin/admin-app.tsx), the sidebar (admin/admin-shell.tsx),
 * `adminPaths` and every screen's heading read it. The sidebar's labels and the headings are both
 * fixed product text and differ ('Projects' opens 'Projects Management'): the table holds the two
 * side by side.
 *
 * A new admin screen is one entry here plus its component, `features/<type>/admin/<screen>.tsx`,
 * exporting the component named like its file (`blog-admin.tsx` → `BlogAdmin`). The table names the
 * module, not the component, so that screens can link to each other through `adminPaths` without
 * the table importing them back.
 */
import type { ComponentType } from 'react';
import {
  LuBriefcase,
  LuContact,
  LuFileText,
  LuGauge,
  LuLink,
  LuMail,
  LuNewspaper,
  LuSettings,
  LuSparkles,
  LuTags,
  LuUser,
  LuUsers,
  LuWrench,
} from './icons';

export interface AdminScreen {
  /** Its address under /admin. */
  path: string;
  /** Its heading (h1) and its tab's title ('<title> · Admin'). */
  title: string;
  /** Its sidebar entry: a label and an icon, at the top, in the Content group or after it; none for a sub-screen. */
  nav?: { label: string; icon: ComponentType; group: 'top' | 'content' | 'rest' };
  /** Its module under features/, without extension: 'blog/admin/blog-admin'. */
  screen: string;
  /** It has addresses of its own below its path (a list's new item and its items: /admin/blog/new). */
  nested?: boolean;
}

export const ADMIN_SCREENS = {
  dashboard: {
    path: 'dashboard',
    title: 'Dashboard',
    nav: { label: 'Dashboard', icon: LuGauge, group: 'top' },
    screen: 'analytics/admin/dashboard',
  },
  links: {
    path: 'links',
    title: 'Tracked Links',
    nav: { label: 'Tracked Links', icon: LuLink, group: 'top' },
    screen: 'analytics/admin/tracked-links-admin',
    nested: true,
  },
  hero: {
    path: 'content/hero',
    title: 'Hero Section',
    nav: { label: 'Hero', icon: LuSparkles, group: 'content' },
    screen: 'sections/admin/hero-editor',
  },
  about: {
    path: 'content/about',
    title: 'About Section',
    nav: { label: 'About', icon: LuUser, group: 'content' },
    screen: 'sections/admin/about-editor',
  },
  skills: {
    path: 'content/skills',
    title: 'Skills',
    nav: { label: 'Skills', icon: LuWrench, group: 'content' },
    screen: 'skills/admin/skills-admin',
    nested: true,
  },
  contact: {
    path: 'content/contact',
    title: 'Contact Section',
    nav: { label: 'Contact', icon: LuContact, group: 'content' },
    screen: 'sections/admin/contact-editor',
  },
  projects: {
    path: 'projects',
    title: 'Projects Management',
    nav: { label: 'Projects', icon: LuBriefcase, group: 'rest' },
    screen: 'projects/admin/projects-admin',
    nested: true,
  },
  blog: {
    path: 'blog',
    title: 'Blog Management',
    nav: { label: 'Blog Posts', icon: LuNewspaper, group: 'rest' },
    screen: 'blog/admin/blog-admin',
    nested: true,
  },
  tags: {
    path: 'tags',
    title: 'Tags',
    nav: { label: 'Tags', icon: LuTags, group: 'rest' },
    screen: 'blog/admin/tags-admin',
  },
  resume: {
    path: 'resume',
    title: 'Resume Management',
    nav: { label: 'Resume', icon: LuFileText, group: 'rest' },
    screen: 'resume/admin/resume-admin',
    nested: true,
  },
  messages: {
    path: 'messages',
    title: 'Messages',
    nav: { label: 'Messages', icon: LuMail, group: 'rest' },
    screen: 'messages/admin/messages-admin',
  },
  subscribers: {
    path: 'subscribers',
    title: 'Subscribers',
    nav: { label: 'Subscribers', icon: LuUsers, group: 'rest' },
    screen: 'newsletter/admin/subscribers-admin',
  },
  settings: {
    path: 'settings',
    title: 'Settings',
    nav: { label: 'Settings', icon: LuSettings, group: 'rest' },
    screen: 'settings/admin/settings-admin',
  },
  // Reached from Settings' heading, not the sidebar; its trail ('Settings / Security') leads back.
  security: { path: 'settings/security', title: 'Security', screen: 'security/admin/security-admin' },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenName = keyof typeof ADMIN_SCREENS;

const ROOT = '/admin';

/** A screen's heading, as the table gives it. */
export const screenTitle = (name: AdminScreenName): string => ADMIN_SCREENS[name].title;

/** Every admin address: the area's root, its sign-in page, and each screen's. */
export const adminPaths = {
  root: ROOT,
  login: `${ROOT}/login`,
  ...(Object.fromEntries(Object.entries(ADMIN_SCREENS).map(([name, { path }]) => [name, `${ROOT}/${path}`])) as Record<
    AdminScreenName,
    string
  >),
};
