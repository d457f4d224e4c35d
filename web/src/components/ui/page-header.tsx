import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The opening of a list page (projects, blog, resume): the title and one line about it, left-aligned
 * like the home page's sections, with the page's action (if any) to the right on wide screens.
 * `dense`: a list read row by row (the blog's) starts closer below it, so a screen shows more rows.
 */
export function PageHeader({
  title,
  lead,
  id,
  action,
  dense = false,
}: {
  title: string;
  lead: string;
  id?: string;
  action?: ReactNode;
  dense?: boolean;
}) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', md: 'flex-end' }}
      gap="6"
      pb={dense ? '6' : { base: '8', md: '10' }}
      mb={dense ? { base: '2', md: '3' } : { base: '10', md: '14' }}
      borderBottomWidth="1px"
    >
      <Stack gap="3">
        <Heading as="h1" id={id} size={{ base: '4xl', md: '6xl' }} fontWeight="bold">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'lg', md: 'xl' }} maxW={dense ? '48rem' : '40rem'}>
          {lead}
        </Text>
      </Stack>
      {action}
    </Flex>
  );
}
