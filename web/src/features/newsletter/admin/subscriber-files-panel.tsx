import { Button, Flex, Text } from '@chakra-ui/react';
import { subscribersCsv, type ImportSummary } from '@portfolio/model';
import { useState } from 'react';
import { AdminPanel } from '@/admin-kit/admin-page';
import { FileButton } from '@/admin-kit/file-button';
import { FileReport } from '@/admin-kit/file-report';
import { LuDownload, LuUpload } from '@/admin-kit/icons';
import type { Status } from '@/components/ui/status-banner';
import type { Doc } from '@/data/port';
import { saveFile } from '@/lib/save-file';
import { useImportSubscribers } from '../api/use-subscriber-admin';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The import's outcome in a sentence: what happened to the addresses it read. */
export function importSentence(summary: ImportSummary): string {
  const parts = [
    `${plural(summary.added, 'address', 'addresses')} added`,
    summary.confirmed > 0 ? `${summary.confirmed} pending confirmed` : '',
    summary.already > 0 ? `${summary.already} already subscribed` : '',
    summary.unsubscribed > 0 ? `${plural(summary.unsubscribed, 'address', 'addresses')} left out: unsubscribed before` : '',
  ].filter(Boolean);
  return `Import done: ${parts.join(', ')}.`;
}

/**
 * Export every address as CSV, and import a CSV of addresses that consented elsewhere (another
 * newsletter service, a sign-up sheet): they are stored confirmed, marked imported, and mailed no
 * confirmation. Lines that are not addresses are listed by number; importing again is harmless.
 */
export function SubscriberFilesPanel({
  subscribers,
  onStatus,
}: {
  subscribers: Doc<'newsletter_subscribers'>[];
  onStatus: (s: Status) => void;
}) {
  const importer = useImportSubscribers();
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  const onExport = () => {
    const day = new Date().toISOString().slice(0, 10);
    saveFile(`subscribers-${day}.csv`, new Blob([subscribersCsv(subscribers)], { type: 'text/csv' }));
  };
  const onImport = async (file: File) => {
    setSummary(null);
    const result = await importer.run(await file.text(), setSummary);
    onStatus(result.ok ? null : result.status);
  };

  return (
    <AdminPanel title="Export and Import">
      <Text>
        Export every address with its state as a CSV file. Import a CSV of addresses that already agreed to get your posts (one a line, or a
        column named email): they are subscribed at once, marked imported, and sent no confirmation mail. Addresses that unsubscribed stay
        unsubscribed.
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onExport} disabled={subscribers.length === 0}>
          <LuDownload aria-hidden /> Export CSV
        </Button>
        <FileButton
          accept="text/csv,.csv,text/plain,.txt"
          label="CSV file to import"
          onFile={(f) => void onImport(f)}
          disabled={importer.pending}
        >
          <LuUpload aria-hidden /> {importer.pending ? 'Importing...' : 'Import CSV'}
        </FileButton>
      </Flex>
      {summary && (
        <FileReport
          label="Import result"
          headline={importSentence(summary)}
          itemsIntro={`${plural(summary.problems.length, 'line was', 'lines were')} not imported:`}
          itemsLabel="Lines not imported"
          items={summary.problems.map((p) => `Line ${p.line}: ${p.problem}`)}
        />
      )}
    </AdminPanel>
  );
}
