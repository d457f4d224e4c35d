import { Box, Flex, Input } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import type { EditorSpec } from '@/admin-kit/collection-types';
import type { SaveOutcome } from '@/data/save-outcome';
import type { Control } from '@/admin-kit/field-controls';
import type { ListOverrides } from '@/admin-kit/list-columns';
import { FormField } from '@/components/ui/form-field';
import type { Doc } from '@/data/port';
import { SkillIcon } from '@/features/skills/components/skill-icon';
import { checkIconRef, INVALID_ICON_MESSAGE, type IconChecker } from '../api/check-icon-ref';

type SkillDoc = Doc<'skills'>;

/** The icon reference with the icon it names beside it, as the public strip will draw it. */
const IconRefInput: Control = ({ name, field, label, error, form, rules }) => {
  const iconRef = useWatch({ control: form.control, name }) as string;
  return (
    <FormField label={label} error={error} helperText={field.hint}>
      <Flex gap="3" align="center" w="full">
        <Input flex="1" {...form.register(name, rules)} />
        <Box color="fg.muted">
          <SkillIcon iconRef={iconRef} size={28} />
        </Box>
      </Flex>
    </FormField>
  );
};

/** A row's picture is the skill's icon. */
const LIST: ListOverrides<SkillDoc> = { thumbnail: (s) => <SkillIcon iconRef={s.icon_ref} size={24} /> };

const EDITOR: Omit<EditorSpec<SkillDoc>, 'type'> = { overrides: { icon_ref: { control: IconRefInput } } };

/**
 * /admin/content/skills: the skills in display order, an editor page per skill, and reordering (the
 * shared list's: moving a skill changes the list here only and reveals 'Save Order', which writes the
 * whole order in one batch). An icon reference is checked before saving; on edit only when it changed.
 */
export function SkillsAdmin({ iconChecker = checkIconRef }: { iconChecker?: IconChecker }) {
  const iconProblem = async (skill: Omit<SkillDoc, 'id'>, stored: SkillDoc | null): Promise<SaveOutcome | null> => {
    if (!skill.icon_ref || skill.icon_ref === stored?.icon_ref || (await iconChecker(skill.icon_ref))) return null;
    return { ok: false, status: { kind: 'error', message: INVALID_ICON_MESSAGE } };
  };
  return <CollectionAdmin screen="skills" collection="skills" list={LIST} editor={EDITOR} check={iconProblem} />;
}
