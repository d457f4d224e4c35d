import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

export const PROJECT_DEFAULT_IMAGE = '/images/project-default.svg';

/** A project's picture, or the default one when it has none or it fails to load (spec §8). */
export function ProjectImage({ src, alt, ...props }: { src: string; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PROJECT_DEFAULT_IMAGE;
  return <Image src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} {...props} />;
}
