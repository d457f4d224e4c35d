import { Button, Checkbox, Flex, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { newBlogPost, slugify } from '@portfolio/model';
import { ImageUrlController } from '@/admin-kit/image-url-field';
import { lengthRule } from '@/admin-kit/validation';
import { FormField } from '@/components/ui/form-field';
import type { Status } from '@/components/ui/status-banner';
import type { PostFields } from '../api/use-post-mutations';
import { MarkdownEditor } from '@/admin-kit/markdown-editor';
import { PublishAtField } from './publish-at-field';

export type PostFormValues = Omit<PostFields, 'slug'>;

const emptyValues = (): PostFormValues => {
  const { slug: _slug, ...rest } = newBlogPost();
  return rest;
};

const required = (what: string) => ({ validate: (v: string) => v.trim() !== '' || `${what} is required` });

interface PostFormProps {
  initial?: PostFormValues;
  onSave: (post: PostFields) => Promise<boolean>;
  submitLabel: string;
  onCancel?: () => void;
  resetOnSuccess?: boolean;
  onStatus: (status: Status) => void;
  /** Why the slug a title gives cannot be used (another post holds it), or null. */
  slugProblem?: (slug: string) => string | null;
}

/** Title, excerpt and content are required; the slug follows the title and cannot be edited (spec §5). */
export function PostForm({ initial, onSave, submitLabel, onCancel, resetOnSuccess, onStatus, slugProblem }: PostFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({ defaultValues: initial ?? emptyValues() });
  const slug = slugify(watch('title'));

  const submit = handleSubmit(async (values) => {
    const saved = await onSave({
      ...values,
      title: values.title.trim(),
      excerpt: values.excerpt.trim(),
      category: values.category.trim(),
      image_url: values.image_url.trim(),
      slug: slugify(values.title),
    });
    if (saved && resetOnSuccess) reset(emptyValues());
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Title" required error={errors.title?.message}>
            <Input
              {...register('title', {
                ...lengthRule('title', 'Title'),
                validate: (v) =>
                  v.trim() === ''
                    ? 'Title is required'
                    : slugify(v) === ''
                      ? 'The title needs at least one letter or digit for the slug'
                      : (slugProblem?.(slugify(v)) ?? true),
              })}
            />
          </FormField>
          <FormField label="Slug" helperText="Made from the title.">
            <Input value={slug} readOnly aria-readonly bg="bg.muted" />
          </FormField>
        </SimpleGrid>
        <FormField label="Excerpt" required error={errors.excerpt?.message}>
          <Textarea rows={2} {...register('excerpt', { ...required('Excerpt'), ...lengthRule('short', 'Excerpt') })} />
        </FormField>
        <Controller
          control={control}
          name="content"
          rules={{ ...required('Content'), ...lengthRule('long', 'Content') }}
          render={({ field, fieldState }) => (
            <MarkdownEditor
              label="Content (Markdown)"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormField label="Category" error={errors.category?.message}>
          <Input {...register('category', lengthRule('short', 'Category'))} />
        </FormField>
        <ImageUrlController
          control={control}
          label="Image URL"
          folder="images"
          onStatus={onStatus}
          successMessage="Image uploaded successfully!"
        />
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Published</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <PublishAtField control={control} />
        <Flex gap="3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
