import { Link } from '@chakra-ui/react';

/**
 * The first stop of the Tab key: straight past the header (or the admin's sidebar) to the page's
 * content, drawn above everything when focused (skipNav is above the sticky header and overlays).
 */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      rounded="md"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      Skip to content
    </Link>
  );
}
