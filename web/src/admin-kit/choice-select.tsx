/**
 * A labelled drop-down of a few choices outside a form: a list's status filter, Messages' status,
 * how long a preview link works. One piece, so each looks and reads the same to a screen reader
 * (its label is the select's name) and a change to one is a change to all.
 */
import { Box, NativeSelect } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export function ChoiceSelect<V extends string>({
  label,
  value,
  choices,
  onChange,
  minW,
}: {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Wide enough for the longest choice (Chakra size token), so the select keeps its width in a row. */
  minW: string;
}) {
  return (
    <Box minW={minW}>
      <FormField label={label}>
        <NativeSelect.Root>
          {/* The value is always one of `choices`: the select offers nothing else. */}
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as V)}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Box>
  );
}
