/**
 * What the editor shows when a save was refused because the item changed in another tab or on another
 * device (data/content/based-on.ts): what differs between the version saved there and the form, field
 * by field, and the owner's choice: keep theirs (the form takes their version), keep yours (saved over
 * theirs), or merge (each field from the side chosen for it). Nothing typed is lost until the owner
 * chooses: the form keeps it, and so does the local draft.
 */
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LuTriangleAlert } from '@/admin-kit/icons';
import { CHANGED_ELSEWHERE } from '@/data/content/based-on';
import { defaultSide, differences, preview, type Difference, type Side } from './conflict-merge';
import { formLabel, type FieldSpec } from './form-fields';
import type { FormValues } from './form-values';

export interface SaveConflictProps {
  specs: readonly FieldSpec[];
  /** The form's values of the version the editor's content was based on, and of the version stored now. */
  base: FormValues;
  theirs: FormValues;
  form: UseFormReturn<FormValues>;
  /** A section's title, for forms of several (Settings). */
  sectionTitle?: (prefix: string) => string | undefined;
  busy: boolean;
  onKeepTheirs: () => void;
  /** Saves the form with each shown field from the side chosen for it. */
  onSave: (chosen: ReadonlyMap<string, Side>) => void;
}

const CHANGED_NOTE: Record<Difference['changed'], string> = {
  there: 'changed there',
  here: 'changed here',
  both: 'changed there and here',
};

export function SaveConflict(props: SaveConflictProps) {
  const yours = useWatch({ control: props.form.control }) as FormValues;
  const found = differences(props.specs, props.base, props.theirs, yours);
  const [chosen, setChosen] = useState<ReadonlyMap<string, Side>>(new Map());
  const sideOf = (d: Difference) => chosen.get(d.spec.name) ?? defaultSide(d);
  const choose = (name: string, side: Side) => setChosen(new Map(chosen).set(name, side));
  const allYours = new Map(found.map((d) => [d.spec.name, 'yours' as const]));

  return (
    <Stack
      as="section"
      aria-labelledby="save-conflict-title"
      gap="4"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="lg"
      p={{ base: '4', md: '5' }}
    >
      <Flex gap="2" align="center">
        <LuTriangleAlert aria-hidden />
        <Heading as="h3" size="md" id="save-conflict-title">
          {CHANGED_ELSEWHERE}
        </Heading>
      </Flex>
      <Text>Nothing was saved. {found.length === 0 ? 'Every field here holds the same as the version saved there.' : 'What differs:'}</Text>
      {found.map((difference) => (
        <FieldChoice
          key={difference.spec.name}
          difference={difference}
          label={fieldName(difference.spec, props.sectionTitle)}
          side={sideOf(difference)}
          onChoose={(side) => choose(difference.spec.name, side)}
        />
      ))}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={props.onKeepTheirs} disabled={props.busy}>
          Keep Theirs
        </Button>
        <Button variant="outline" onClick={() => props.onSave(allYours)} disabled={props.busy}>
          Keep Yours
        </Button>
        {found.length > 0 && (
          <Button onClick={() => props.onSave(new Map(found.map((d) => [d.spec.name, sideOf(d)])))} disabled={props.busy}>
            Save Merged
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

const fieldName = (spec: FieldSpec, sectionTitle: SaveConflictProps['sectionTitle']) => {
  const title = spec.prefix ? sectionTitle?.(spec.prefix) : undefined;
  return title ? `${title}: ${formLabel(spec.field)}` : formLabel(spec.field);
};

/** One field: their value and yours, side by side on wide screens, the one to keep chosen by a radio button. */
function FieldChoice({
  difference,
  label,
  side,
  onChoose,
}: {
  difference: Difference;
  label: string;
  side: Side;
  onChoose: (side: Side) => void;
}) {
  const group = `conflict-${difference.spec.name}`;
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
      <Box as="legend" px="1" fontWeight="semibold">
        {label}{' '}
        <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
          ({CHANGED_NOTE[difference.changed]})
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(['theirs', 'yours'] as const).map((option) => (
          <Stack key={option} gap="1" borderWidth="1px" rounded="md" p="2" borderColor={side === option ? 'colorPalette.solid' : undefined}>
            <Flex as="label" gap="2" align="center" fontWeight="medium" cursor="pointer">
              <input
                type="radio"
                name={group}
                value={option}
                checked={side === option}
                onChange={() => onChoose(option)}
                aria-describedby={`${group}-${option}`}
              />
              {option === 'theirs' ? 'Theirs' : 'Yours'}
            </Flex>
            <Text id={`${group}-${option}`} fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" maxH="40" overflowY="auto">
              {preview(difference[option])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
