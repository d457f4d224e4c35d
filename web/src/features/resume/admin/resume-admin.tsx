import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RESUME_TYPES, type ResumeEntry, type ResumeType } from '@portfolio/model';
import { AdminPage, AdminPanel } from '@/admin-kit/admin-page';
import { RowActions } from '@/admin-kit/row-actions';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { Status } from '@/components/ui/status-banner';
import type { Doc } from '@/data/port';
import { useResumeEntries } from '../api/use-resume';
import { useAddResumeEntry, useDeleteResumeEntry, useUpdateResumeEntry } from '../api/use-resume-mutations';
import { EntryForm, toEntryFormValues } from './entry-form';
import { ResumeFilePanel } from './resume-file-panel';

const GROUP_TITLES: Record<ResumeType, string> = { experience: 'Experiences', certification: 'Certifications', education: 'Educations' };

const monthYear = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Spec §2: 'start - end', 'Present' without an end; a certification shows its issue date only. */
export function entryDates(entry: ResumeEntry): string {
  const start = entry.start_date ? monthYear(entry.start_date) : '';
  if (entry.type === 'certification') return start;
  return `${start} - ${entry.end_date ? monthYear(entry.end_date) : 'Present'}`;
}

/** /admin/resume: the resume PDF, a form for new entries, and the entries in three groups. */
export function ResumeAdmin() {
  const entries = useResumeEntries();
  // Spec §8: the admin resume list loads silently (logged only), so there is no load message.
  const [status, setStatus] = useState<Status>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const add = useAddResumeEntry();
  const update = useUpdateResumeEntry();
  const remove = useDeleteResumeEntry();

  const onAdd = async (entry: ResumeEntry) => {
    const result = await add.run(entry);
    setStatus(result.status);
    return result.ok;
  };
  const onUpdate = async (id: string, { type: _type, ...changes }: ResumeEntry) => {
    const result = await update.run(id, changes);
    setStatus(result.status);
    if (result.ok) setEditingId(null);
    return result.ok;
  };
  const onDelete = async (id: string) => setStatus((await remove.run(id)).status);

  const group = (type: ResumeType) => entries.data.filter((e) => e.type === type);

  return (
    <AdminPage title="Resume Management" status={status}>
      <ResumeFilePanel onStatus={setStatus} />
      <AdminPanel title="Add New Entry">
        <EntryForm onSave={onAdd} submitLabel="Add Entry" resetOnSuccess typeEditable onStatus={setStatus} />
      </AdminPanel>
      {entries.loading ? (
        <PageSpinner label="Loading resume entries" />
      ) : (
        RESUME_TYPES.map((type) => (
          <AdminPanel key={type} title={GROUP_TITLES[type]}>
            {group(type).length === 0 ? (
              <Text color="fg.muted">None yet.</Text>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none">
                {group(type).map((entry) => (
                  <Box as="li" key={entry.id} borderWidth="1px" rounded="md" p="4">
                    {editingId === entry.id ? (
                      <EntryForm
                        initial={toEntryFormValues(entry)}
                        onSave={(values) => onUpdate(entry.id, values)}
                        submitLabel="Save Changes"
                        onCancel={() => setEditingId(null)}
                        onStatus={setStatus}
                      />
                    ) : (
                      <EntryRow
                        entry={entry}
                        onEdit={() => setEditingId(entry.id)}
                        onDelete={() => onDelete(entry.id)}
                        busy={remove.pending}
                      />
                    )}
                  </Box>
                ))}
              </Stack>
            )}
          </AdminPanel>
        ))
      )}
    </AdminPage>
  );
}

function EntryRow({
  entry,
  onEdit,
  onDelete,
  busy,
}: {
  entry: Doc<'resume_data'>;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <Flex gap="3" justify="space-between" align="flex-start">
      <Flex gap="3" minW="0">
        {entry.type === 'certification' && entry.image_url && (
          <Image src={entry.image_url} alt={`${entry.title} badge`} boxSize="12" objectFit="contain" flexShrink={0} />
        )}
        <Box minW="0">
          <Heading as="h3" size="sm">
            {entry.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {entry.organization}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            {entryDates(entry)}
          </Text>
        </Box>
      </Flex>
      <RowActions itemName={entry.title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Flex>
  );
}
