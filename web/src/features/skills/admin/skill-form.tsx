import { Box, Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { newSkill } from '@portfolio/model';
import { FormField } from '@/components/ui/form-field';
import { SkillIcon } from '@/features/skills/components/skill-icon';
import { lengthRule } from '@/admin-kit/validation';

export interface SkillFormValues {
  name: string;
  icon_ref: string;
  description: string;
  category: string;
}

const emptyValues = (): SkillFormValues => {
  const { sort_order: _order, ...rest } = newSkill();
  return rest;
};

interface SkillFormProps {
  initial?: SkillFormValues;
  onSave: (values: SkillFormValues) => Promise<boolean>;
  submitLabel: string;
  onCancel?: () => void;
  resetOnSuccess?: boolean;
}

export function SkillForm({ initial, onSave, submitLabel, onCancel, resetOnSuccess }: SkillFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SkillFormValues>({ defaultValues: initial ?? emptyValues() });
  const iconRef = watch('icon_ref');

  const submit = handleSubmit(async (values) => {
    const saved = await onSave({
      name: values.name.trim(),
      icon_ref: values.icon_ref.trim(),
      description: values.description.trim(),
      category: values.category.trim(),
    });
    if (saved && resetOnSuccess) reset(emptyValues());
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Name" required error={errors.name?.message}>
            <Input {...register('name', { ...lengthRule('title', 'Name'), validate: (v) => v.trim() !== '' || 'Name is required' })} />
          </FormField>
          <FormField label="Icon reference" helperText="A Simple Icons name, e.g. docker, kubernetes, terraform.">
            <Flex gap="3" align="center" w="full">
              <Input flex="1" {...register('icon_ref')} />
              <Box color="fg.muted">
                <SkillIcon iconRef={iconRef} size={28} />
              </Box>
            </Flex>
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Input {...register('description', lengthRule('short', 'Description'))} />
          </FormField>
          <FormField label="Category" helperText="For your own grouping; never shown publicly." error={errors.category?.message}>
            <Input {...register('category', lengthRule('short', 'Category'))} />
          </FormField>
        </SimpleGrid>
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
