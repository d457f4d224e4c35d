import { Heading } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { AboutEditor } from '@/features/sections/admin/about-editor';
import { ContactEditor } from '@/features/sections/admin/contact-editor';
import { BlogAdmin } from '@/features/blog/admin/blog-admin';
import { HeroEditor } from '@/features/sections/admin/hero-editor';
import { ResumeAdmin } from '@/features/resume/admin/resume-admin';
import { SkillsAdmin } from '@/features/skills/admin/skills-admin';
import { ProjectsAdmin } from '@/features/projects/admin/projects-admin';

// Placeholders for the screens still to build.
const placeholder = (title: string) => () => <Heading as="h1">{title}</Heading>;

/** The screens under /admin, each relative to it (spec §2). */
export const adminScreens: { path: string; Component: ComponentType }[] = [
  { path: 'dashboard', Component: placeholder('Dashboard') },
  { path: 'content/hero', Component: HeroEditor },
  { path: 'content/about', Component: AboutEditor },
  { path: 'content/skills', Component: () => <SkillsAdmin /> },
  { path: 'content/contact', Component: ContactEditor },
  { path: 'messages', Component: placeholder('Messages') },
  { path: 'projects', Component: ProjectsAdmin },
  { path: 'blog', Component: BlogAdmin },
  { path: 'resume', Component: ResumeAdmin },
  { path: 'settings', Component: placeholder('Settings') },
];
