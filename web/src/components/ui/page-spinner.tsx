import { Center, Spinner } from '@chakra-ui/react';

/** The spinner every screen shows while its content loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="24" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>
    </Center>
  );
}
