import { Input } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type Path } from 'react-hook-form';
import { publishAtProblem, type BlogPostFields } from '@portfolio/model';
import { FormField } from '@/components/ui/form-field';

type PublishFields = Pick<BlogPostFields, 'published' | 'publish_at'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input shows it: the owner's own clock, to the minute. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time, no zone) as the ISO time stored; empty is no schedule. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * "Publish at": a draft given a future time is Scheduled, and the publishScheduledPosts function
 * publishes it then (issue 12). Ticking Published publishes now, so the field then has no say.
 */
export function PublishAtField<V extends PublishFields>({ control }: { control: Control<V> }) {
  const published = useWatch({ control, name: 'published' as Path<V> }) as boolean;
  return (
    <Controller
      control={control}
      name={'publish_at' as Path<V>}
      rules={{ validate: (value) => publishAtProblem(value as string | null, published, new Date()) ?? true }}
      render={({ field, fieldState }) => (
        <FormField
          label="Publish at"
          error={fieldState.error?.message}
          helperText={
            published
              ? 'Published now: no schedule needed.'
              : 'Optional. Leave Published unticked: the post goes public at this time (your local time).'
          }
        >
          <Input
            type="datetime-local"
            name={field.name}
            value={toLocalInput(field.value as string | null)}
            onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={published}
            maxW="18rem"
          />
        </FormField>
      )}
    />
  );
}
