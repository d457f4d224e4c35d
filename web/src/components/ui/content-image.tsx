import { chakra, Image, type HTMLChakraProps, type ImageProps } from '@chakra-ui/react';
import { pictureSizesOf, srcsetOf, type ImageMeta, type IMAGE_VARIANT_FORMATS } from '@portfolio/model';
import { useState, type ReactNode } from 'react';
import { TitleCard, type TitleCardText } from './title-card';

/** What a post or project says of its picture (its declaration's image fields). */
export interface PictureOf {
  image_url: string;
  image_alt?: string;
  image_meta?: ImageMeta | null;
}

type ContentImageProps = {
  item: PictureOf;
  /** Said when the item has no description of its own picture (its title, with "preview" or "cover"). */
  alt: string;
  /** What the card drawn in its place says when the item has no picture (or its picture fails to load). */
  titleCard: TitleCardText & { compact?: boolean };
  /** How wide the picture is drawn, for the browser's choice among the sizes (the `sizes` attribute). */
  sizes: string;
} & Omit<ImageProps, 'src' | 'alt' | 'sizes'>;

/** The browsers' preference: AVIF where supported, then WebP; the original in <img> for the rest. */
const FORMATS: readonly (typeof IMAGE_VARIANT_FORMATS)[number][] = ['avif', 'webp'];

/**
 * A post's or project's picture at 16:9, or, when it has none, a card drawn from its title (TitleCard:
 * CSS and text, nothing requested). An uploaded picture that the processUploadedImage function made
 * sizes of is a <picture>: AVIF and WebP at each width, its own width and height, and its blurred
 * placeholder while it loads.
 */
export function ContentImage({ item, alt, titleCard, sizes, loading = 'lazy', ...props }: ContentImageProps) {
  const src = item.image_url;
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    const { compact, ...text } = titleCard;
    const { rounded, borderWidth, borderBottomWidth } = props;
    return <TitleCard {...text} compact={compact} rounded={rounded} borderWidth={borderWidth} borderBottomWidth={borderBottomWidth} />;
  }
  const url = src;
  // The sizes describe this address only: a changed address never shows an earlier picture's sizes.
  const meta = pictureSizesOf(item);
  // 16:9 space is held before the picture arrives (the CSS aspect ratio sizes it after); `contain`
  // shows the whole picture, letterboxed on the muted background (or its placeholder) if its shape differs.
  const image = (
    <Image
      src={url}
      alt={item.image_alt || alt}
      htmlWidth={meta?.width ?? 1280}
      htmlHeight={meta?.height ?? 720}
      aspectRatio={16 / 9}
      width="full"
      objectFit="contain"
      bg="bg.muted"
      // Toned down on the dark page (picture.tone in the theme), so a bright cover does not glare beside its text.
      filter="brightness(var(--chakra-colors-picture-tone)) saturate(var(--chakra-colors-picture-tone))"
      {...(meta?.placeholder ? { bgImage: `url("${meta.placeholder}")`, bgSize: 'cover', bgPosition: 'center' } : {})}
      loading={loading}
      // An uploaded picture at the top of a post or project is the page's largest: asked for first.
      // (Only inside <picture>: on a lone <img>, React would add a preload of it to the page's body.)
      {...(meta && loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={() => setFailed(src)}
      {...props}
    />
  );
  if (!meta) return image;
  return (
    <ResponsivePicture meta={meta} sizes={sizes}>
      {image}
    </ResponsivePicture>
  );
}

/**
 * A card's picture at the top of the card. `first`: the first card of a list page, whose picture is the
 * page's largest paint on a phone, is asked for at once; the others lazily (a lazy picture is not even
 * requested before layout).
 */
export function CardPicture({ first, ...props }: Omit<ContentImageProps, 'loading'> & { first: boolean }) {
  return <ContentImage loading={first ? 'eager' : 'lazy'} borderBottomWidth="1px" {...props} />;
}

/** An uploaded picture's sizes around its <img>: AVIF, then WebP, each with its srcset. */
export function ResponsivePicture({
  meta,
  sizes,
  children,
  ...props
}: { meta: ImageMeta; sizes: string; children: ReactNode } & HTMLChakraProps<'picture'>) {
  return (
    <chakra.picture display="block" {...props}>
      {FORMATS.map((format) => {
        const srcSet = srcsetOf(meta, format);
        return srcSet ? <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      {children}
    </chakra.picture>
  );
}
