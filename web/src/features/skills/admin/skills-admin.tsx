import { Box, Flex, Input } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { SKILL } from '@portfolio/model';
import { CollectionAdmin } from '@/admin-kit/collection-admin';
import { liveCollection, reorderWith } from '@/admin-kit/live-collection';
import type { EditorSpec, ListSpec, SaveOutcome } from '@/admin-kit/collection-types';
import type { Control } from '@/admin-kit/field-controls';
import { FormField } from '@/components/ui/form-field';
import { adminPaths } from '@/admin-kit/admin-table';
import type { Doc } from '@/data/port';
import { SkillIcon } from '@/features/skills/components/skill-icon';
import { checkIconRef, INVALID_ICON_MESSAGE, type IconChecker } from '../api/check-icon-ref';
import { useSkills } from '../api/use-skills';
import { SKILL_MESSAGES, useAddSkill, useDeleteSkill, useReorderSkills, useUpdateSkill } from '../api/use-skill-mutations';

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

/** The skill's declaration is its form (packages/model); its order is set by the list's move buttons. */
const editor: EditorSpec<SkillDoc> = { type: SKILL, overrides: { icon_ref: { control: IconRefInput } } };

/**
 * /admin/content/skills: the skills in display order, an editor page per skill, and reordering (the
 * shared list's: moving a skill changes the list here only and reveals 'Save Order', which writes the
 * whole order in one batch).
 */
export function SkillsAdmin({ iconChecker = checkIconRef }: { iconChecker?: IconChecker }) {
  const skills = useSkills();
  const add = useAddSkill();
  const update = useUpdateSkill();
  const remove = useDeleteSkill();
  const reorder = useReorderSkills();

  /** An icon reference is checked before saving; on edit only when it changed. */
  const iconProblem = async (iconRef: string, previous?: string): Promise<SaveOutcome | null> => {
    if (!iconRef || iconRef === previous || (await iconChecker(iconRef))) return null;
    return { ok: false, status: { kind: 'error', message: INVALID_ICON_MESSAGE } };
  };

  const listSpec: ListSpec<SkillDoc> = {
    title: (s) => s.name,
    subtitle: (s) => s.description,
    thumbnail: (s) => <SkillIcon iconRef={s.icon_ref} size={24} />,
    badges: (s) => (s.category ? [{ label: s.category, color: 'gray' }] : []),
    label: 'Skills in display order',
    reorder: reorderWith(reorder),
  };

  return (
    <CollectionAdmin
      type="skills"
      collection="skills"
      basePath={adminPaths.skills}
      texts={{
        heading: 'Skills',
        listTitle: 'Existing Skills',
        addTitle: 'Add New Skill',
        editTitle: 'Edit Skill',
        newButton: 'New Skill',
        addButton: 'Add Skill',
        empty: 'No skills yet.',
        notFound: 'This skill does not exist (it may have been deleted).',
        loading: 'Loading skills',
      }}
      {...liveCollection(skills, remove, SKILL_MESSAGES.fetchFailed)}
      list={listSpec}
      editor={editor}
      onAdd={async (skill) => (await iconProblem(skill.icon_ref)) ?? add.run(skill)}
      onUpdate={async (stored, skill, basis) =>
        (await iconProblem(skill.icon_ref, stored.icon_ref)) ?? update.runBasedOn(basis, stored.id, skill)
      }
    />
  );
}
