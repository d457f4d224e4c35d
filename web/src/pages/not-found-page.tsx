import { PAGE_TEXT } from '@portfolio/model';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PageColumn } from '@/components/layout/page-column';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useServerReport } from '@/lib/server-report';
import { usePageMeta } from './use-page-meta';

/** Any public path that matches no page: says so plainly and offers the two likeliest ways on. */
export function NotFoundPage() {
  usePageMeta(PAGE_TEXT.notFound);
  useServerReport({ status: 404 });
  return (
    <PageColumn measure="3xl" py={{ base: '16', md: '28' }}>
      <Stack gap="5" align="flex-start">
        <Text
          aria-hidden
          textStyle={{ base: '6xl', md: '7xl' }}
          fontWeight="bold"
          color="brand.fg"
          fontVariantNumeric="tabular-nums"
          lineHeight="1"
        >
          404
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} fontWeight="bold">
          Page not found
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          The page you are looking for does not exist.
        </Text>
        <HStack gap="3" pt="2" wrap="wrap">
          <Button asChild>
            <RouterLink to={paths.home}>Go Home</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.projects}>See the Projects</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </PageColumn>
  );
}
