import type { ComponentType } from 'react';
import { ADMIN_SCREENS, type AdminScreen } from '@/admin-kit/admin-table';

/**
 * The admin screens' modules, by file. Eager: the admin is one chunk, loaded on the way into /admin,
 * so moving between its screens never waits for code.
 */
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>(
  ['/src/features/*/admin/*-admin.tsx', '/src/features/*/admin/*-editor.tsx', '/src/features/*/admin/dashboard.tsx'],
  { eager: true },
);

/** A screen module's component: its export named like the file (blog-admin.tsx → BlogAdmin). */
const componentName = (file: string) => file.replace(/(^|-)(\w)/g, (_, _dash: string, ch: string) => ch.toUpperCase());

function screenOf({ screen }: AdminScreen): ComponentType {
  const Component = SCREEN_MODULES[`/src/features/${screen}.tsx`]?.[componentName(screen.split('/').pop()!)];
  if (!Component) throw new Error(`The admin table names a screen web/src/features/${screen}.tsx that does not export its component`);
  return Component;
}

/** The screens under /admin, each relative to it, from the admin table (admin-kit/admin-table.ts). */
export const adminScreens: { path: string; Component: ComponentType }[] = Object.values(ADMIN_SCREENS).map((entry: AdminScreen) => ({
  path: entry.nested ? `${entry.path}/*` : entry.path,
  Component: screenOf(entry),
}));
