import { Button, chakra } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

/** A button that opens the file picker; the chosen file goes to `onFile`. */
export function FileButton({
  accept,
  onFile,
  disabled,
  children,
  label,
}: {
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  children: ReactNode;
  /** Accessible name of the hidden file input (tests and assistive tech reach it by this). */
  label: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        display="none"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Clear the input so choosing the same file again still fires a change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
