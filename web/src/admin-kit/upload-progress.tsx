import { Progress } from '@chakra-ui/react';

/** The bar shown while a file uploads. */
export function UploadProgress({ value, label = 'Upload progress' }: { value: number | null; label?: string }) {
  if (value === null) return null;
  return (
    <Progress.Root value={value} size="sm" maxW="sm" aria-label={label}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
