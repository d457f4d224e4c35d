/**
 * A table that reads on a phone: below `md` each row is a block of lines and each cell says what it
 * is, instead of narrow columns that break words apart or run off the panel's edge; from tablets up,
 * the table with its header. The header is hidden on a phone (`hideBelow="md"` on Table.Header).
 */
import { Text } from '@chakra-ui/react';

export const PHONE_ROW = {
  display: { base: 'block', md: 'table-row' },
  py: { base: '2', md: '0' },
  borderBottomWidth: { base: '1px', md: '0' },
} as const;

export const PHONE_CELL = {
  display: { base: 'block', md: 'table-cell' },
  borderBottomWidth: { base: '0', md: '1px' },
  py: { base: '0.5', md: '2' },
} as const;

/** A figure's cell: its column's name shown before it on a phone, where the header is hidden. */
export function PhoneLabel({ children }: { children: string }) {
  return (
    <Text as="span" hideFrom="md" color="fg.muted">
      {children}{' '}
    </Text>
  );
}
