import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a page fails to load (a lost connection while fetching a page's code, for instance). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? error.statusText : 'Something went wrong while loading this page.';
  return (
    <Container maxW="lg" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        Sorry!
      </Heading>
      <Text color="fg.muted" mb="6">
        {message}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Container>
  );
}
