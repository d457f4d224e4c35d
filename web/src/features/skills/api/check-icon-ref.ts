/**
 * An icon reference is checked by fetching the matching icon before it is saved. The
 * Simple Icons set is served from our own origin (/skill-icons/{slug}.svg, see vite.config.ts),
 * so the check and the public site never depend on a third-party CDN.
 */
export type IconChecker = (iconRef: string) => Promise<boolean>;

export const INVALID_ICON_MESSAGE = 'Invalid icon reference. Please check the icon name.';

export const checkIconRef: IconChecker = async (iconRef) => {
  const slug = iconRef.trim().toLowerCase();
  // A slug names a file: anything else cannot be an icon (and must not become a path).
  if (!/^[a-z0-9_.+-]+$/.test(slug) || slug.includes('..')) return false;
  try {
    const response = await fetch(`/skill-icons/${encodeURIComponent(slug)}.svg`);
    // The static host answers unknown paths with the app's index.html (200), so the type matters.
    return response.ok && (response.headers.get('content-type') ?? '').includes('svg');
  } catch {
    return false;
  }
};
