/**
 * A post's or project's picture beyond its address: what it shows, in words (alt text),
 * and the responsive sizes the processUploadedImage function made of an uploaded one (images.ts),
 * which the admin copies onto the item so a public page draws <picture> with srcset, width and
 * height without reading anything more.
 */
import { list, nullable, object } from '../declare/composite.js';
import type { ValueOf } from '../declare/field.js';
import { choice, integer, text, url } from '../declare/kinds.js';
import { FIELD_LIMITS } from '../field-rules.js';

export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
const SIDE = { min: 1, max: 20_000 };

/** The picture in words, for people who cannot see it; the admin asks for it with every picture. */
export const imageAlt = () =>
  text({
    label: 'Image description',
    max: FIELD_LIMITS.short,
    optional: true,
    hint: 'What the picture shows, for people who cannot see it (its alt text).',
    requiredWith: { field: 'image_url', message: 'Describe the image for people who cannot see it' },
  });

/** The responsive sizes made of one uploaded picture, as the processUploadedImage function records them. */
const pictureSizes = <O extends boolean>(options: { label: string; optional?: O }) =>
  object(
    {
      src: url({ label: 'Picture' }),
      width: integer({ label: 'Width', ...SIDE }),
      height: integer({ label: 'Height', ...SIDE }),
      // A tiny blurred WebP drawn while the picture loads.
      placeholder: text({ label: 'Placeholder', max: 4000, pattern: 'data:image/webp;base64,[A-Za-z0-9+/=]*|' }),
      variants: list(
        object(
          {
            url: url({ label: 'Address' }),
            width: integer({ label: 'Width', ...SIDE }),
            height: integer({ label: 'Height', ...SIDE }),
            format: choice(IMAGE_VARIANT_FORMATS, { label: 'Format', initial: 'webp' }),
          },
          { label: 'Size' },
        ),
        { label: 'Sizes', max: 12 },
      ),
    },
    { ...options, input: 'none' },
  );

/**
 * The sizes of the picture at `src` (the item's image_url when it was processed: a page uses them
 * only while the two agree, so a changed address never shows an old picture's sizes).
 */
export const imageMeta = () => nullable(pictureSizes({ label: 'Responsive sizes', optional: true }));

/** A text's pictures: the most a post's or project's Markdown may place with their sizes kept. */
export const MAX_TEXT_PICTURES = 20;

/**
 * The sizes of the pictures placed in a Markdown text (a post's body, a project's long description),
 * one entry per uploaded picture, found by its address (`src`): the page draws each as <picture>
 * without reading anything more. An entry whose address the text no longer holds is dropped on save.
 */
export const textPictures = () =>
  list(pictureSizes({ label: 'Picture sizes' }), {
    label: 'Pictures in the text',
    max: MAX_TEXT_PICTURES,
    optional: true,
    input: 'none',
  });

/** An item's image_meta when it has one. */
export type ImageMeta = NonNullable<ValueOf<ReturnType<typeof imageMeta>>>;

/** The picture a post or project shows when it has none, or its own fails to load. */
export const FALLBACK_IMAGES = {
  post: '/images/blog-default.svg',
  project: '/images/project-default.svg',
} as const;

/**
 * The public pages' column as the pictures' sizes assume it: 72 rem at most (Chakra's 6xl container),
 * and on phones the screen less 1 rem on each side (the container's base padding). A test in web/
 * (picture-sizes-layout.test.ts) holds these to the theme, so a changed layout fails there first.
 */
export const PAGE_COLUMN = { maxRem: 72, phoneMarginRem: 1 } as const;

/** The column on a phone: the screen less its margins. */
const PHONE_COLUMN = `calc(100vw - ${2 * PAGE_COLUMN.phoneMarginRem}rem)`;

/**
 * The `sizes` of a card's picture in a grid of `wideColumns` columns on wide screens (62 em up) and
 * `tabletColumns` on tablets (48 em up); one column on phones. A card that spans two of three columns
 * counts as one of 1.5. On phones the page's column is the screen less its 1 rem margins (Chakra's
 * Container): saying so, not 100vw, lets a 412 px phone take the 720 px size rather than the 960 one.
 */
export function cardPictureSizes({ tabletColumns, wideColumns }: { tabletColumns: number; wideColumns: number }): string {
  const wide = `${Math.round(PAGE_COLUMN.maxRem / wideColumns)}rem`;
  const tablet = `${Math.round(100 / tabletColumns)}vw`;
  return `(min-width: 62em) ${wide}, (min-width: 48em) ${tablet}, ${PHONE_COLUMN}`;
}

/** How wide a post's or project's picture is drawn, for the browser's choice among its sizes (`sizes`). */
export const PICTURE_SIZES = {
  /** A card in a list of three columns (home's featured projects, the blog): a third of the page on wide screens, half on tablets. */
  card: cardPictureSizes({ tabletColumns: 2, wideColumns: 3 }),
  /** A card on All Projects, two columns from tablets up. */
  projectCard: cardPictureSizes({ tabletColumns: 2, wideColumns: 2 }),
  /** A post's small picture in the blog's list: 8.5 rem from tablets up, 6.5 rem on phones (its smallest size serves both). */
  thumbnail: '(min-width: 48em) 8.5rem, 6.5rem',
  /** The top of a project's page. */
  project: `(min-width: ${PAGE_COLUMN.maxRem}rem) ${PAGE_COLUMN.maxRem}rem, ${PHONE_COLUMN}`,
  /** The top of a post's page (its reading column). */
  post: `(min-width: 48rem) 48rem, ${PHONE_COLUMN}`,
  /** The owner's portrait in the hero: 14 rem from tablets up, 6 rem on phones. */
  portrait: '(min-width: 48em) 14rem, 6rem',
  /** The owner's portrait beside a post's byline: a 3.5 rem circle. */
  byline: '3.5rem',
} as const;

/** An item's picture sizes, when they describe its current address (and there are any). */
export function pictureSizesOf(item: { image_url: string; image_meta?: ImageMeta | null }): ImageMeta | null {
  const meta = item.image_meta;
  return meta && meta.src === item.image_url && meta.variants.length > 0 ? meta : null;
}

/** The `srcset` of one format of a picture's sizes ('' when it has none in that format). */
export function srcsetOf(meta: ImageMeta, format: (typeof IMAGE_VARIANT_FORMATS)[number]): string {
  return meta.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}
