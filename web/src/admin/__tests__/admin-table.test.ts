/**
 * The admin's screens come from one table (admin-kit/admin-table.ts): each entry's module exports
 * its component, every screen module under features/*\/admin is in the table, and each entry's
 * address is where the router puts it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_SCREENS, adminPaths } from '@/admin-kit/admin-table';
import { adminScreens } from '../admin-screens';

const FEATURES = join(import.meta.dirname, '../../features');

describe('the admin table', () => {
  it('gives every entry a route with its component, at its address', () => {
    expect(adminScreens).toHaveLength(Object.keys(ADMIN_SCREENS).length);
    for (const [name, entry] of Object.entries(ADMIN_SCREENS)) {
      const route = adminScreens.find((screen) => screen.path.replace(/\/\*$/, '') === entry.path);
      expect(route?.Component, name).toBeTypeOf('function');
      expect(adminPaths[name as keyof typeof ADMIN_SCREENS]).toBe(`/admin/${entry.path}`);
    }
  });

  it('lists every screen module of the features, so none is left without a route', () => {
    const screens = readdirSync(FEATURES).flatMap((feature) => {
      const admin = join(FEATURES, feature, 'admin');
      const files = (() => {
        try {
          return readdirSync(admin);
        } catch {
          return [];
        }
      })();
      return files
        .filter((file) => /(-admin|-editor|^dashboard)\.tsx$/.test(file))
        .map((file) => `${feature}/admin/${file.replace(/\.tsx$/, '')}`);
    });
    const listed = Object.values(ADMIN_SCREENS).map((entry) => entry.screen);
    // section-editor.tsx is the shared editor of the sections' screens, not a screen of its own.
    expect(screens.filter((screen) => !listed.includes(screen as never)).sort()).toEqual(['sections/admin/section-editor']);
  });
});
