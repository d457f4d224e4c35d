import { Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuUpload } from '@/admin-kit/icons';
import { FormField } from '@/components/ui/form-field';
import { StatusBanner, type Status } from '@/components/ui/status-banner';
import { FileButton } from './file-button';
import { UploadProgress } from './upload-progress';
import { randomPath, useUpload } from './use-upload';

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Storage folder for uploads: images (projects, posts) or badges (certifications). */
  folder: 'images' | 'badges';
  successMessage: string;
  /** Said under the field; by default, that it takes an address or an upload. */
  helperText?: string;
  /** Called after an upload, with where the file went (the sizes made of it are found by its path). */
  onUploaded?: (url: string, path: string) => void;
  /** A line under the picture: what became of the upload (its sizes being made, made, or not). */
  note?: ReactNode;
}

/**
 * An image URL: typed or pasted, or uploaded to Storage (with a progress bar) to fill it in. The
 * upload's outcome shows in place, under the field (in the Settings drawer, which covers the
 * screen's banner, too).
 */
export function ImageUrlField({
  label,
  value,
  onChange,
  onBlur,
  error,
  folder,
  successMessage,
  helperText = 'Paste an address, or upload an image.',
  onUploaded,
  note,
}: ImageUrlFieldProps) {
  const { upload, progress, uploading } = useUpload();
  const [outcome, setOutcome] = useState<Status>(null);
  const onFile = async (file: File) => {
    // Only images go here; other types do nothing.
    if (!file.type.startsWith('image/')) return;
    setOutcome(null);
    const result = await upload(randomPath(folder, file), file);
    if (result.ok) {
      onChange(result.url);
      onUploaded?.(result.url, result.path);
      setOutcome({ kind: 'success', message: successMessage });
    } else setOutcome(result.status);
  };
  return (
    <FormField label={label} error={error} helperText={helperText}>
      <Stack gap="2" w="full">
        <Flex gap="2" align="center" wrap="wrap">
          <Input type="url" flex="1" minW="48" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
          <FileButton accept="image/*" onFile={onFile} disabled={uploading} label={`Upload file for ${label}`}>
            <LuUpload aria-hidden />
            {uploading ? 'Uploading...' : 'Upload Image'}
          </FileButton>
        </Flex>
        <UploadProgress value={progress} label={`${label} upload progress`} />
        <StatusBanner status={outcome} inPlace />
        {value && !uploading && <Image src={value} alt="" maxH="24" maxW="48" objectFit="cover" rounded="md" borderWidth="1px" />}
        {note && !uploading && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {note}
          </Text>
        )}
      </Stack>
    </FormField>
  );
}
