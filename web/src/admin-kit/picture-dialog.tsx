import { Button, chakra, Field, Image, Input } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DialogShell } from './dialog-shell';

/** The question every picture placed in a text comes with, as a cover picture's description asks it. */
export const DESCRIBE_PICTURE = 'Describe the image for people who cannot see it';

/**
 * Asks what a picture shows before it is placed in the text: its alt text, beside the picture
 * itself. Placing it without a description is refused, as the cover picture's is.
 */
export function PictureDialog({ file, onPlace, onCancel }: { file: File | null; onPlace: (alt: string) => void; onCancel: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setAlt('');
    setError(null);
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!alt.trim()) return setError(DESCRIBE_PICTURE);
    onPlace(alt.trim());
  };
  return (
    <DialogShell
      open={file !== null}
      title="Place a Picture"
      onClose={onCancel}
      initialFocus={inputRef}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Place Picture
          </Button>
        </>
      }
    >
      <chakra.form id={formId} display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        {preview && <Image src={preview} alt="" maxH="48" objectFit="contain" rounded="md" borderWidth="1px" />}
        <Field.Root invalid={error !== null} required>
          <Field.Label>
            Image description
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={inputRef}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              setError(null);
            }}
            maxLength={200}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>What the picture shows, for people who cannot see it (its alt text).</Field.HelperText>
          )}
        </Field.Root>
      </chakra.form>
    </DialogShell>
  );
}
