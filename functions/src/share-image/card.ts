import { createHash } from 'node:crypto';

/** What a page's share image shows: the same text a person sees at the top of the page. */
export interface ShareCard {
  /** Above the title: 'Blog', 'Project', or the owner's role on the home page. */
  eyebrow: string;
  title: string;
  /** Under the title: a post's date, a project's one-line description, the home page's tagline. */
  subtitle: string;
  /** A post's tags, a project's technologies: at most a handful shown. */
  chips: string[];
  /** The owner's name, bottom left. */
  siteName: string;
  /** The site's host, bottom right (example.com). */
  host: string;
  /** The theme's primary colour (#rrggbb). */
  brand: string;
}

/** Bumped when the drawing changes, so every share image gets a new address (and the CDN a new copy). */
// 2: titles in every script and emoji drawn (they were empty boxes), long titles end in an ellipsis.
export const SHARE_IMAGE_DESIGN = 2;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const MAX_CHIPS = 5;

/**
 * The content hash in a share image's address: an edit that changes what the image shows gives it a
 * new URL, so the CDN can keep each one for a year and a link shared after the edit shows the new one.
 */
export function shareCardHash(card: ShareCard): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        SHARE_IMAGE_DESIGN,
        card.eyebrow,
        card.title,
        card.subtitle,
        card.chips.slice(0, MAX_CHIPS),
        card.siteName,
        card.host,
        card.brand,
      ]),
    )
    .digest('hex')
    .slice(0, 12);
}
