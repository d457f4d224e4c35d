import { Input } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { publishAtProblem } from '@portfolio/model';
import { fromLocalInput, toLocalInput, type Control } from '@/admin-kit/field-controls';
import { FormField } from '@/components/ui/form-field';

export { toLocalInput } from '@/admin-kit/field-controls';

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
        <FormField
          label={label}
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
};
