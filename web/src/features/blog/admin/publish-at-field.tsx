import { Controller, useWatch } from 'react-hook-form';
import { publishAtProblem } from '@portfolio/model';
import { DateTimePicker } from '@/admin-kit/date-time-picker';
import type { Control } from '@/admin-kit/field-controls';

/**
 * "Publish at": a draft given a future time is Scheduled, and the publishScheduledPosts function
 * publishes it then. Ticking Published publishes now, so the field then has no say.
 */
export const PublishAtField: Control = ({ name, label, form }) => {
  const published = useWatch({ control: form.control, name: 'published' }) as boolean;
  return (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (value) => publishAtProblem(value as string | null, published, new Date()) ?? true }}
      render={({ field, fieldState }) => (
        <DateTimePicker
          name={field.name}
          label={label}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={published}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          helperText={
            published
              ? 'Published now: no schedule needed.'
              : 'Optional. Leave Published unticked: the post goes public at this time (your local time).'
          }
        />
      )}
    />
  );
};
