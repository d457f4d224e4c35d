import { Box, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PICTURE_SIZES, pictureSizesOf, type ImageMeta } from '@portfolio/model';
import { ResponsivePicture } from '@/components/ui/content-image';
import { paths } from '@/config/paths';
import { useContent } from '@/features/sections/api/content-provider';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The owner's portrait in a 3.5 rem circle: an uploaded one from its smallest sizes, never the photo as taken. */
function BylinePortrait({ src, meta }: { src: string; meta: ImageMeta | null | undefined }) {
  const sized = pictureSizesOf({ image_url: src, image_meta: meta });
  // Square attributes for the square box: its space is held before the picture arrives.
  const image = (
    <Image src={src} alt="" htmlWidth={56} htmlHeight={56} boxSize="14" rounded="full" objectFit="cover" flexShrink={0} loading="lazy" />
  );
  return sized ? (
    <ResponsivePicture meta={sized} sizes={PICTURE_SIZES.byline} flexShrink={0}>
      {image}
    </ResponsivePicture>
  ) : (
    image
  );
}

/**
 * Who wrote the post, at its end: the owner's portrait (or initials), name and role, and
 * where to go next: about them, or a message.
 */
export function PostByline() {
  const { content } = useContent();
  const { name, role, portrait_url: portrait = '', portrait_meta } = content.hero;
  if (!name) return null;
  return (
    <Flex as="aside" aria-label="About the author" gap="4" align="center" borderWidth="1px" rounded="xl" p="5" bg="bg.subtle">
      {portrait ? (
        <BylinePortrait src={portrait} meta={portrait_meta} />
      ) : (
        <Box
          aria-hidden
          boxSize="14"
          rounded="full"
          flexShrink={0}
          bg="brand.subtle"
          color="brand.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="bold"
        >
          {initialsOf(name)}
        </Box>
      )}
      <Stack gap="0.5" minW="0">
        <Text fontSize="sm" color="fg.muted">
          Written by
        </Text>
        <Text fontWeight="semibold">
          {name}
          {role ? <Text as="span" fontWeight="normal" color="fg.muted">{` · ${role}`}</Text> : null}
        </Text>
        <Flex gap="4" fontSize="sm" wrap="wrap">
          <Link asChild color="brand.fg">
            <RouterLink to={paths.home}>About me</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={`${paths.home}#${paths.contactSectionId}`}>Get in touch</RouterLink>
          </Link>
        </Flex>
      </Stack>
    </Flex>
  );
}
