import { useWatch } from 'react-hook-form';
import { publishAtProblem } from '@portfolio/model';
import { DateTimeField, type Control } from '@/admin-kit/field-controls';

/**
 * "Publish at": a draft given a future time is Scheduled, and the publishScheduledPosts function
 * publishes it then. Ticking Published publishes now, so the field then has no say.
 */
export const PublishAtField: Control = ({ name, label, form }) => {
  const published = useWatch({ control: form.control, name: 'published' }) as boolean;
  return (
    <DateTimeField
      name={name}
      label={label}
      form={form}
      rules={{ validate: (value) => publishAtProblem(value as string | null, published, new Date()) ?? true }}
      disabled={published}
      hint={
        published
          ? 'Published now: no schedule needed.'
          : 'Optional. Leave Published unticked: the post goes public at this time (your local time).'
      }
    />
  );
};
