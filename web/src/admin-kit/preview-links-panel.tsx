import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { PREVIEW_DAY_CHOICES, PREVIEW_DEFAULT_DAYS, type PreviewedCollection } from '@portfolio/model';
import { useState } from 'react';
import { mediumDateTime } from '@/lib/dates';
import type { Status } from '@/lib/status';
import { AdminPanel } from './admin-page';
import { ChoiceSelect } from './choice-select';
import { LuCheck, LuLink, LuX } from './icons';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from './use-preview-links';

const DAYS_LABEL = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * Private links to a draft, under its form (always in view, not in a drawer): someone without an
 * account opens the link and sees the last saved version as its public page will look. A link works
 * for the days chosen, until revoked here, or until the item is published. Its address is shown once,
 * when made: only a hash of it is stored.
 */
export function PreviewLinksPanel({
  collection,
  docId,
  report,
}: {
  collection: PreviewedCollection;
  docId: string;
  report: (status: Status) => void;
}) {
  const links = usePreviewLinks(collection, docId);
  const create = useCreatePreviewLink();
  const revoke = useRevokePreviewLink();
  const [days, setDays] = useState<number>(PREVIEW_DEFAULT_DAYS);
  const [made, setMade] = useState<{ id: string; url: string } | null>(null);
  const now = Date.now();
  const live = links.data.filter((link) => Date.parse(link.expires_at) > now).sort((a, b) => b.created_at.localeCompare(a.created_at));

  const onCreate = async () => {
    const result = await create.run({ collection, id: docId, days }, (created) =>
      setMade({ id: created.id, url: new URL(created.path, window.location.origin).href }),
    );
    report(result.ok ? null : result.status);
  };
  const onRevoke = async (id: string) => {
    const result = await revoke.run(id);
    if (result.ok && made?.id === id) setMade(null);
    report(result.ok ? { kind: 'success', message: 'Preview link revoked: it no longer opens.' } : result.status);
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    report({ kind: 'success', message: 'Preview link copied.' });
  };

  return (
    <AdminPanel title="Preview Links">
      <Text color="fg.muted" fontSize="sm">
        A private link shows the last saved version of this draft, exactly as its page will look, to anyone who has it, without an account.
        It stops working when it expires, when you revoke it, or once this is published. Search engines never see it.
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <ChoiceSelect
          label="Works for"
          value={String(days)}
          choices={PREVIEW_DAY_CHOICES.map((choice) => ({ value: String(choice), label: DAYS_LABEL(choice) }))}
          onChange={(value) => setDays(Number(value))}
          minW="40"
        />
        <Button size="sm" onClick={() => void onCreate()} loading={create.pending} loadingText="Creating...">
          <LuLink aria-hidden /> Create Preview Link
        </Button>
      </Flex>
      {made && (
        <Stack gap="2" borderWidth="1px" borderColor="border.info" rounded="md" p="3" role="region" aria-label="New preview link">
          <Text fontSize="sm" fontWeight="medium">
            Copy the link now: it is shown only this once.
          </Text>
          <Flex gap="2">
            <Input readOnly value={made.url} aria-label="Preview link" fontFamily="mono" fontSize="sm" onFocus={(e) => e.target.select()} />
            <Button size="sm" variant="outline" onClick={() => void copy(made.url)}>
              <LuCheck aria-hidden /> Copy
            </Button>
          </Flex>
        </Stack>
      )}
      {live.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Preview links that work">
          {live.map((link) => (
            <Flex
              as="li"
              key={link.id}
              gap="3"
              align="center"
              justify="space-between"
              wrap="wrap"
              borderWidth="1px"
              rounded="md"
              px="3"
              py="2"
            >
              <Text fontSize="sm">
                Made {mediumDateTime(link.created_at)}; works until {mediumDateTime(link.expires_at)}
              </Text>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void onRevoke(link.id)} disabled={revoke.pending}>
                <LuX aria-hidden /> Revoke
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </AdminPanel>
  );
}
