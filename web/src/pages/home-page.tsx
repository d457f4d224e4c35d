import { Container, Heading } from '@chakra-ui/react';

// Placeholder until the public-site issue builds this screen.
export function HomePage() {
  return (
    <Container maxW="6xl" py="12">
      <Heading as="h1">Home</Heading>
    </Container>
  );
}
