import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The opening of a list page (projects, blog, resume): the title and one line about it, left-aligned
 * like the home page's sections, with the page's action (if any) to the right on wide screens.
 */
export function PageHeader({ title, lead, id, action }: { title: string; lead: string; id?: string; action?: ReactNode }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', md: 'flex-end' }}
      gap="6"
      pb={{ base: '8', md: '10' }}
      mb={{ base: '10', md: '14' }}
      borderBottomWidth="1px"
    >
      <Stack gap="3">
        <Heading as="h1" id={id} size={{ base: '4xl', md: '6xl' }} fontWeight="bold">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'lg', md: 'xl' }} maxW="40rem">
          {lead}
        </Text>
      </Stack>
      {action}
    </Flex>
  );
}
