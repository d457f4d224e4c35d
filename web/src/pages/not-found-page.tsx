import { PAGE_TEXT } from '@portfolio/model';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useServerReport } from '@/lib/server-report';
import { usePageMeta } from './use-page-meta';

/** Any public path that matches no page. */
export function NotFoundPage() {
  usePageMeta(PAGE_TEXT.notFound);
  useServerReport({ status: 404 });
  return (
    <Container maxW="3xl" py="24">
      <Stack gap="6" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist.</Text>
        <Button asChild>
          <RouterLink to={paths.home}>Go Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
