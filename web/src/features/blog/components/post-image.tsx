import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

export const BLOG_FALLBACK_IMAGE = '/images/blog-default.svg';

/** A post's picture, or the fallback one when it has none or it fails to load (spec §8). */
export function PostImage({ src, alt, ...props }: { src: string; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : BLOG_FALLBACK_IMAGE;
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
