import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

export const PROJECT_DEFAULT_IMAGE = '/images/project-default.svg';

/** A project's picture, or the default one when it has none or it fails to load (spec §8). */
export function ProjectImage({ src, alt, ...props }: { src: string; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PROJECT_DEFAULT_IMAGE;
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
