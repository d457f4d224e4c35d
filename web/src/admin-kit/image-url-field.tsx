import { Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { LuUpload } from '@/admin-kit/icons';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import { FileButton } from './file-button';
import { urlRule } from './validation';
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
  /** Where the upload's outcome is reported (the screen's banner). */
  onStatus: (status: Status) => void;
  successMessage: string;
  /** Said under the field; by default, that it takes an address or an upload. */
  helperText?: string;
  /** Called after an upload, with where the file went (the sizes made of it are found by its path). */
  onUploaded?: (url: string, path: string) => void;
  /** A line under the picture: what became of the upload (its sizes being made, made, or not). */
  note?: ReactNode;
}

/** An image URL: typed or pasted, or uploaded to Storage (with a progress bar) to fill it in. */
export function ImageUrlField({
  label,
  value,
  onChange,
  onBlur,
  error,
  folder,
  onStatus,
  successMessage,
  helperText = 'Paste an address, or upload an image.',
  onUploaded,
  note,
}: ImageUrlFieldProps) {
  const { upload, progress, uploading } = useUpload();
  const onFile = async (file: File) => {
    // Only images go here; other types do nothing.
    if (!file.type.startsWith('image/')) return;
    const result = await upload(randomPath(folder, file), file);
    if (result.ok) {
      onChange(result.url);
      onUploaded?.(result.url, result.path);
      onStatus({ kind: 'success', message: successMessage });
    } else onStatus(result.status);
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

/**
 * The image_url field of a react-hook-form form (projects, posts, certifications), with the URL
 * rule the security rules apply, wired to ImageUrlField.
 */
export function ImageUrlController<T extends FieldValues & { image_url: string }>({
  control,
  ...props
}: { control: Control<T> } & Pick<ImageUrlFieldProps, 'label' | 'folder' | 'onStatus' | 'successMessage'>) {
  return (
    <Controller
      control={control}
      name={'image_url' as Path<T>}
      rules={{ validate: (value: unknown) => urlRule.validate(typeof value === 'string' ? value : '') }}
      render={({ field, fieldState }) => (
        <ImageUrlField
          {...props}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
