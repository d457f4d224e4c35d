import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** The picture a post or project shows when it has none, or its own fails to load (spec §8). */
export const FALLBACK_IMAGES = {
  post: '/images/blog-default.svg',
  project: '/images/project-default.svg',
} as const;

type ContentImageProps = { src: string; alt: string; of: keyof typeof FALLBACK_IMAGES } & Omit<ImageProps, 'src' | 'alt'>;

/** A post's or project's picture at 16:9, or its type's fallback picture. */
export function ContentImage({ src, alt, of, ...props }: ContentImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : FALLBACK_IMAGES[of];
  // 16:9 attributes hold the space before the picture arrives (the CSS aspect ratio sizes it after);
  // `contain` shows the whole picture, letterboxed on the muted background if its shape differs.
  return (
    <Image
      src={url}
      alt={alt}
      htmlWidth={1280}
      htmlHeight={720}
      aspectRatio={16 / 9}
      width="full"
      objectFit="contain"
      bg="bg.muted"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      {...props}
    />
  );
}
