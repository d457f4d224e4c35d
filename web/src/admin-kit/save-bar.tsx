/** The editor page's bar (title, where the save stands, Cancel and Save) and its draft notice. */
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuHistory } from '@/admin-kit/icons';

export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Flex
      role="status"
      gap="3"
      align="center"
      wrap="wrap"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="md"
      px="4"
      py="3"
    >
      <LuHistory aria-hidden />
      <Text flex="1" minW="12rem">
        Draft restored — your unsaved changes from before are back.
      </Text>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
    </Flex>
  );
}

/**
 * The bar with the form's title, where the save stands, Cancel and Save. It stays at the top of the
 * screen while the owner scrolls (on phones, fixed at the bottom under the thumb).
 */
export function SaveBar({
  title,
  subtitle,
  state,
  submitLabel,
  busy,
  onCancel,
  extra,
  save,
}: {
  title: string;
  subtitle?: string;
  state: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** Tools beside Cancel (the Settings and Revisions drawers' buttons). */
  extra?: ReactNode;
  /** The screen's own save button in place of Save (a post's Publish / Schedule / Save Draft). */
  save?: ReactNode;
}) {
  return (
    <Flex
      data-testid="save-bar"
      position={{ base: 'fixed', md: 'sticky' }}
      top={{ md: '0' }}
      bottom={{ base: '0', md: 'auto' }}
      insetX={{ base: '0', md: 'auto' }}
      zIndex="sticky"
      bg="bg.panel"
      borderWidth={{ base: '1px 0 0', md: '1px' }}
      rounded={{ md: 'lg' }}
      shadow="md"
      px={{ base: '4', md: '5' }}
      py="3"
      gap="3"
      align="center"
      // Phones: the title and status on a line of their own, the two buttons side by side below.
      wrap={{ base: 'wrap', md: 'nowrap' }}
    >
      <Box flex={{ base: '1 1 100%', md: '1' }} minW="0">
        <Heading as="h2" id="editor-title" size={{ base: 'sm', md: 'md' }} truncate>
          {title}
          {subtitle && (
            <Text as="span" fontWeight="normal" color="fg.muted" hideBelow="md">
              {' '}
              · {subtitle}
            </Text>
          )}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="save-state" truncate>
          {state}
        </Text>
      </Box>
      {extra && (
        // Phones: the tools (Settings, Revisions) on a row of their own above Cancel and Save.
        <Flex gap="3" flex={{ base: '1 1 100%', md: 'none' }}>
          {extra}
        </Flex>
      )}
      <Button variant="outline" onClick={onCancel} disabled={busy} flex={{ base: '1', md: 'none' }}>
        Cancel
      </Button>
      {save ?? (
        <Button type="submit" disabled={busy} flex={{ base: '1', md: 'none' }}>
          {submitLabel}
        </Button>
      )}
    </Flex>
  );
}
