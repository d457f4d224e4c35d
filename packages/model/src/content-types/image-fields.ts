/**
 * A post's or project's picture beyond its address (issue 25): what it shows, in words (alt text),
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

/**
 * The sizes of the picture at `src` (the item's image_url when it was processed: a page uses them
 * only while the two agree, so a changed address never shows an old picture's sizes).
 */
export const imageMeta = () =>
  nullable(
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
      { label: 'Responsive sizes', optional: true, input: 'none' },
    ),
  );

/** An item's image_meta when it has one. */
export type ImageMeta = NonNullable<ValueOf<ReturnType<typeof imageMeta>>>;
