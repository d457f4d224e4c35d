import type { ComponentType } from 'react';
import { Dashboard } from '@/features/analytics/admin/dashboard';
import { BlogAdmin } from '@/features/blog/admin/blog-admin';
import { MessagesAdmin } from '@/features/messages/admin/messages-admin';
import { ProjectsAdmin } from '@/features/projects/admin/projects-admin';
import { ResumeAdmin } from '@/features/resume/admin/resume-admin';
import { SecurityAdmin } from '@/features/security/admin/security-admin';
import { AboutEditor } from '@/features/sections/admin/about-editor';
import { ContactEditor } from '@/features/sections/admin/contact-editor';
import { HeroEditor } from '@/features/sections/admin/hero-editor';
import { SettingsAdmin } from '@/features/settings/admin/settings-admin';
import { SkillsAdmin } from '@/features/skills/admin/skills-admin';

/** The screens under /admin, each relative to it (spec §2). */
export const adminScreens: { path: string; Component: ComponentType }[] = [
  { path: 'dashboard', Component: Dashboard },
  { path: 'content/hero', Component: HeroEditor },
  { path: 'content/about', Component: AboutEditor },
  { path: 'content/skills/*', Component: () => <SkillsAdmin /> },
  { path: 'content/contact', Component: ContactEditor },
  { path: 'messages', Component: MessagesAdmin },
  { path: 'projects/*', Component: ProjectsAdmin },
  { path: 'blog/*', Component: BlogAdmin },
  { path: 'resume/*', Component: ResumeAdmin },
  { path: 'settings', Component: SettingsAdmin },
  { path: 'settings/security', Component: SecurityAdmin },
];
