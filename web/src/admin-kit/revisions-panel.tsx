import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuHistory } from '@/admin-kit/icons';
import { MAX_REVISIONS, REVISED, restoredFields, restoredKeys, type ContentType, type RevisedCollection } from '@portfolio/model';
import type { Status } from '@/components/ui/status-banner';
import type { Doc } from '@/data/port';
import type { EditorTools } from './editor-types';
import { REVISION_MESSAGES, useRestoreRevision, useRevisions } from './use-revisions';
import { mediumDateTime } from '@/lib/dates';

/** What the panel says instead of the list: loading, failed, or nothing yet; null when there is a list. */
function revisionsNote(revisions: { loading: boolean; error: unknown; data: readonly unknown[] }) {
  if (revisions.loading)
    return (
      <Text color="fg.muted" role="status">
        Loading earlier versions…
      </Text>
    );
  if (revisions.error) return <Text color="fg.error">{REVISION_MESSAGES.fetchFailed}</Text>;
  return revisions.data.length === 0 ? <Text color="fg.muted">No earlier versions yet.</Text> : null;
}

/**
 * The fields a version shows, with their labels, from the content type's declaration: what a restore
 * writes back, the long Markdown texts last.
 */
function shownFields(collection: RevisedCollection): { key: string; label: string }[] {
  const type: ContentType = REVISED[collection];
  const keys = restoredKeys(type);
  const last = (key: string) => (type.fields[key]?.input === 'markdown' ? 1 : 0);
  return [...keys].sort((a, b) => last(a) - last(b)).map((key) => ({ key, label: type.fields[key]!.label }));
}

function show(value: unknown): string {
  if (Array.isArray(value)) return value.map(show).join('\n');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

interface RevisionsPanelProps {
  collection: RevisedCollection;
  docId: string;
  /** The screen's reporter (banner and toast). */
  onStatus: (status: Status) => void;
  /**
   * The editor showing the item: a restore is a save of it, based on what the editor's content is
   * based on (refused, and the editor offers the choice, if the item changed elsewhere), and the
   * editor then shows the restored content as saved.
   */
  editor?: Pick<EditorTools, 'basis' | 'adopt' | 'changedElsewhere'>;
}

/**
 * Earlier versions of a post or project: each save keeps the version it replaces, the
 * last 20. The owner opens one to read it and may restore it; the restore is a save, so the version
 * it replaces is kept in turn. A post keeps its publication state, a project its place in the list.
 */
export function RevisionsPanel({ collection, docId, onStatus, editor }: RevisionsPanelProps) {
  const revisions = useRevisions(collection, docId);
  const restore = useRestoreRevision();
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = revisions.data.find((r) => r.id === openId) ?? null;

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const onRestore = async (revision: Doc<'revisions'>) => {
    const result = editor ? await restore.runBasedOn(editor.basis(), revision) : await restore.run(revision);
    onStatus(result.status);
    setConfirming(false);
    if (result.conflict) editor?.changedElsewhere();
    if (result.ok) {
      setOpenId(null);
      editor?.adopt(restoredFields(collection, revision.data), result.basis);
    }
  };

  return (
    <Stack as="section" aria-labelledby={`revisions-${docId}`} gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Flex align="center" gap="2">
        <LuHistory aria-hidden />
        <Heading as="h3" size="md" id={`revisions-${docId}`}>
          Revisions
        </Heading>
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        Each save keeps the version it replaces (the last {MAX_REVISIONS}).
      </Text>
      {revisionsNote(revisions) ?? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Earlier versions">
          {revisions.data.map((revision) => (
            <Box as="li" key={revision.id}>
              <Button
                type="button"
                variant={revision.id === openId ? 'subtle' : 'ghost'}
                size="sm"
                width="full"
                justifyContent="flex-start"
                aria-expanded={revision.id === openId}
                onClick={() => {
                  setConfirming(false);
                  setOpenId(revision.id === openId ? null : revision.id);
                }}
              >
                <Text as="span" truncate>
                  <time dateTime={revision.saved_at}>{mediumDateTime(revision.saved_at)}</time> · {revision.data.title}
                </Text>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      {open && (
        <Stack role="region" aria-label={`Version of ${mediumDateTime(open.saved_at)}`} gap="3" borderTopWidth="1px" pt="3">
          <Stack as="dl" gap="2" fontSize="sm">
            {shownFields(collection).map(({ key, label }) => (
              <Box key={key}>
                <Text as="dt" fontWeight="semibold">
                  {label}
                </Text>
                <Text as="dd" whiteSpace="pre-wrap" maxH="12rem" overflowY="auto" color="fg.muted" wordBreak="break-word">
                  {show((open.data as unknown as Record<string, unknown>)[key]) || '—'}
                </Text>
              </Box>
            ))}
          </Stack>
          {confirming ? (
            <Stack gap="2" role="group" aria-label="Confirm restore" onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}>
              <Text fontSize="sm">Restore this version? The current version is kept in the history.</Text>
              <Flex gap="2" wrap="wrap">
                <Button type="button" size="sm" onClick={() => void onRestore(open)} disabled={restore.pending}>
                  {restore.pending ? 'Restoring...' : 'Yes, Restore'}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  ref={cancelRef}
                  onClick={() => setConfirming(false)}
                  disabled={restore.pending}
                >
                  Cancel
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Button type="button" size="sm" variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
              Restore this version
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
