import { Box, List, Text } from '@chakra-ui/react';

/**
 * What reading a chosen file came to, under its Import button: a headline, then the lines or
 * problems that stopped it (a content import's problems, a CSV's unreadable lines), each on a line.
 */
export function FileReport({
  label,
  headline,
  items,
  itemsIntro,
  itemsLabel,
  refused = false,
}: {
  /** The region's name: 'Import result', 'Problems in the file'. */
  label: string;
  headline: string;
  items: readonly string[];
  /** A sentence before the list, when the headline does not introduce it. */
  itemsIntro?: string;
  itemsLabel?: string;
  /** Nothing was imported: the frame says so in the error colour. */
  refused?: boolean;
}) {
  return (
    <Box role="region" aria-label={label} borderWidth="1px" borderColor={refused ? 'border.error' : undefined} rounded="md" p="3">
      <Text fontWeight="semibold" mb={itemsIntro ? '0' : '1'}>
        {headline}
      </Text>
      {itemsIntro && items.length > 0 && (
        <Text mt="2" mb="1">
          {itemsIntro}
        </Text>
      )}
      {items.length > 0 && (
        <List.Root ps="5" fontSize="sm" aria-label={itemsLabel}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
