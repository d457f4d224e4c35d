import { Box, Flex, Text, type BoxProps } from '@chakra-ui/react';

/** The brand's fill mixed with the page's text colour: darker on the light theme, lighter on the dark one. */
const DEEPER = (percent: number) => `color-mix(in srgb, var(--chakra-colors-brand-solid) ${percent}%, var(--chakra-colors-fg))`;

export interface TitleCardText {
  /** The item's title, the card's large type. */
  title: string;
  /** A word above it: a post's category, or the item's kind ('Project'). */
  eyebrow?: string;
}

/**
 * The picture of a post or project that has none: a card set from its title and category in the
 * brand's colours, in CSS and text alone (no request, nothing to wait for), at 16:9 like a picture.
 * The text is the brand's fill and its text colour, the pair the site's solid buttons use (the theme
 * settings warn when a colour makes it fall below AA); every shape behind the text leans away from
 * the text's colour, so the text only gains contrast. The card repeats what the page says beside it:
 * it is hidden from assistive technology. Its type follows the card's own width (container units),
 * so one card serves the top of a page and, `compact`, a list's thumbnail.
 */
export function TitleCard({ title, eyebrow, compact = false, ...props }: TitleCardText & { compact?: boolean } & BoxProps) {
  return (
    <Box
      aria-hidden
      data-testid="title-card"
      position="relative"
      overflow="hidden"
      aspectRatio={16 / 9}
      width="full"
      bg="brand.solid"
      color="brand.contrast"
      bgImage={`linear-gradient(135deg, transparent 35%, ${DEEPER(72)})`}
      css={{ containerType: 'inline-size' }}
      {...props}
    >
      {/* Two rings leaving the bottom right corner. */}
      <Box
        position="absolute"
        width="70cqi"
        height="70cqi"
        right="-22cqi"
        bottom="-40cqi"
        rounded="full"
        borderWidth="7cqi"
        borderColor={DEEPER(80)}
        boxShadow={`0 0 0 5cqi var(--chakra-colors-brand-solid), 0 0 0 7cqi ${DEEPER(86)}`}
      />
      <Flex position="relative" direction="column" height="full" padding={compact ? '7cqi' : '6cqi'} gap={compact ? '2.5cqi' : '2cqi'}>
        <Box width={compact ? '14cqi' : '9cqi'} height={compact ? '2.5cqi' : '1cqi'} minHeight="2px" bg="accent.solid" rounded="full" />
        {eyebrow && (
          <Text
            fontSize={compact ? '7cqi' : 'max(0.75rem, 2.4cqi)'}
            lineHeight="1.2"
            fontWeight="semibold"
            letterSpacing="0.08em"
            textTransform="uppercase"
            lineClamp={1}
          >
            {eyebrow}
          </Text>
        )}
        <Text
          marginTop="auto"
          maxWidth={compact ? 'full' : '85%'}
          fontSize={compact ? '10cqi' : 'min(6cqi, 3.5rem)'}
          lineHeight="1.15"
          letterSpacing="-0.02em"
          fontWeight="bold"
          lineClamp={compact ? 2 : 3}
          overflowWrap="anywhere"
        >
          {title}
        </Text>
      </Flex>
    </Box>
  );
}
