import { Box, Container, type ContainerProps } from '@chakra-ui/react';

/**
 * The site's one grid: every public page's content starts at the header logo's left edge,
 * inside the same 6xl container with the same side padding. A page that reads better narrower (a
 * post, a project, the resume) gives a `measure`: the column narrows from the right, its left edge stays.
 */
export function PageColumn({ measure, children, ...rest }: ContainerProps & { measure?: '3xl' | '4xl' | '5xl' }) {
  return (
    <Container maxW="6xl" {...rest}>
      {measure ? <Box maxW={measure}>{children}</Box> : children}
    </Container>
  );
}
