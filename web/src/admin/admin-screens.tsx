import { Heading } from '@chakra-ui/react';
import type { ComponentType } from 'react';

// Placeholders until the admin issue builds each screen.
const placeholder = (title: string) => () => <Heading as="h1">{title}</Heading>;

/** The screens under /admin, each relative to it (spec §2). */
export const adminScreens: { path: string; Component: ComponentType }[] = [
  { path: 'dashboard', Component: placeholder('Dashboard') },
  { path: 'content/hero', Component: placeholder('Hero') },
  { path: 'content/about', Component: placeholder('About') },
  { path: 'content/skills', Component: placeholder('Skills') },
  { path: 'content/contact', Component: placeholder('Contact') },
  { path: 'messages', Component: placeholder('Messages') },
  { path: 'projects', Component: placeholder('Projects Management') },
  { path: 'blog', Component: placeholder('Blog Management') },
  { path: 'resume', Component: placeholder('Resume Management') },
  { path: 'settings', Component: placeholder('Settings') },
];
