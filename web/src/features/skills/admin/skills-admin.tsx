import { Badge, Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { RowActions } from '@/admin-kit/row-actions';
import { useScreenStatus } from '@/admin-kit/use-screen-status';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Doc } from '@/data/port';
import { SkillIcon } from '@/features/skills/components/skill-icon';
import { checkIconRef, INVALID_ICON_MESSAGE, type IconChecker } from '../api/check-icon-ref';
import { useSkills } from '../api/use-skills';
import { SKILL_MESSAGES, useAddSkill, useDeleteSkill, useReorderSkills, useUpdateSkill } from '../api/use-skill-mutations';
import { SkillForm, type SkillFormValues } from './skill-form';

type SkillDoc = Doc<'skills'>;

/**
 * /admin/content/skills: add, edit, delete, and reorder. Moving a skill changes the list here
 * only and reveals 'Save Order', which writes the whole order in one batch (spec §4).
 */
export function SkillsAdmin({ iconChecker = checkIconRef }: { iconChecker?: IconChecker }) {
  const skills = useSkills();
  const [status, setStatus] = useScreenStatus(skills.error ? SKILL_MESSAGES.fetchFailed : null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The locally reordered list while it is unsaved; null when the stored order is shown.
  const [localOrder, setLocalOrder] = useState<SkillDoc[] | null>(null);
  const add = useAddSkill();
  const update = useUpdateSkill();
  const remove = useDeleteSkill();
  const reorder = useReorderSkills();
  const list = localOrder ?? skills.data;

  /** Spec §5: an icon reference is checked before saving; on edit only when it changed. */
  const iconIsValid = async (iconRef: string, previous?: string) => {
    if (!iconRef || iconRef === previous) return true;
    if (await iconChecker(iconRef)) return true;
    setStatus({ kind: 'error', message: INVALID_ICON_MESSAGE });
    return false;
  };

  const onAdd = async (values: SkillFormValues) => {
    if (!(await iconIsValid(values.icon_ref))) return false;
    const result = await add.run({ ...values, sort_order: skills.data.length });
    setStatus(result.status);
    return result.ok;
  };
  const onUpdate = async (skill: SkillDoc, values: SkillFormValues) => {
    if (!(await iconIsValid(values.icon_ref, skill.icon_ref))) return false;
    const result = await update.run(skill.id, { ...values, sort_order: skill.sort_order });
    setStatus(result.status);
    if (result.ok) setEditingId(null);
    return result.ok;
  };
  const onDelete = async (skill: SkillDoc) => {
    const result = await remove.run(skill.id);
    setStatus(result.status);
    if (result.ok && localOrder) setLocalOrder(localOrder.filter((s) => s.id !== skill.id));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setLocalOrder(next);
  };
  const saveOrder = async () => {
    if (!localOrder) return;
    const result = await reorder.run(localOrder.map((s) => s.id));
    setStatus(result.status);
    if (result.ok) setLocalOrder(null);
  };

  return (
    <AdminPage title="Skills" status={status}>
      <AdminPanel title="Add New Skill">
        <SkillForm onSave={onAdd} submitLabel="Add Skill" resetOnSuccess />
      </AdminPanel>
      <AdminPanel title="Existing Skills">
        {localOrder && (
          <Flex gap="3" align="center" wrap="wrap" bg="brand.subtle" p="3" rounded="md">
            <Text flex="1">The order has changed and is not saved yet.</Text>
            <Button onClick={saveOrder} disabled={reorder.pending}>
              {reorder.pending ? 'Saving...' : 'Save Order'}
            </Button>
          </Flex>
        )}
        {skills.loading ? (
          <PageSpinner label="Loading skills" />
        ) : list.length === 0 ? (
          <Text color="fg.muted">No skills yet.</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" aria-label="Skills in display order">
            {list.map((skill, index) => (
              <Box as="li" key={skill.id} borderWidth="1px" rounded="md" p="3">
                {editingId === skill.id ? (
                  <SkillForm
                    initial={{ name: skill.name, icon_ref: skill.icon_ref, description: skill.description, category: skill.category }}
                    onSave={(values) => onUpdate(skill, values)}
                    submitLabel="Save Changes"
                    onCancel={() => setEditingId(null)}
                  />
                ) : (
                  // On a phone the actions wrap under the text instead of squeezing it.
                  <Flex gap="3" align="center" wrap="wrap">
                    <Box color="fg.muted" flexShrink={0}>
                      <SkillIcon iconRef={skill.icon_ref} size={28} />
                    </Box>
                    <Box flex="1 1 12rem" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text as="h3" fontWeight="semibold">
                          {skill.name}
                        </Text>
                        {skill.category && <Badge>{skill.category}</Badge>}
                      </Flex>
                      {skill.description && (
                        <Text color="fg.muted" fontSize="sm">
                          {skill.description}
                        </Text>
                      )}
                    </Box>
                    <Flex gap="1" flexShrink={0} wrap="wrap" justify="flex-end" ms="auto">
                      <IconButton
                        aria-label={`Move ${skill.name} up`}
                        variant="ghost"
                        size="sm"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <LuArrowUp />
                      </IconButton>
                      <IconButton
                        aria-label={`Move ${skill.name} down`}
                        variant="ghost"
                        size="sm"
                        disabled={index === list.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <LuArrowDown />
                      </IconButton>
                      <RowActions
                        itemName={skill.name}
                        onEdit={() => setEditingId(skill.id)}
                        onDelete={() => onDelete(skill)}
                        disabled={remove.pending}
                      />
                    </Flex>
                  </Flex>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
