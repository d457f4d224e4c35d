import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * A section's spinner, announced by its text. (An aria-label on the spinner itself is not allowed:
 * it renders a span, which has no role to name; axe reports aria-prohibited-attr, and on a slow
 * machine the scan runs while it is still on screen.)
 */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <Center py="8" role="status">
      <Spinner color="brand.solid" aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
