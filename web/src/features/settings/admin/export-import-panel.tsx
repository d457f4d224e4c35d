import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuUpload } from '@/admin-kit/icons';
import { AdminPanel } from '@/admin-kit/admin-page';
import { FileButton } from '@/admin-kit/file-button';
import { FileReport } from '@/admin-kit/file-report';
import type { Status } from '@/components/ui/status-banner';
import { saveFile } from '@/lib/save-file';
import { useExportContent, useImportContent } from '../api/use-export-import';
import { ImportState } from './import-state';

/**
 * Export and import: all content as one JSON file (sections, settings, projects and
 * posts with their revisions, resume, skills; files as their addresses), and that file into an
 * empty site. A file with any problem is refused whole, listing what is wrong.
 */
export function ExportImportPanel({ onStatus }: { onStatus: (status: Status) => void }) {
  const exporter = useExportContent();
  const importer = useImportContent();
  const [problems, setProblems] = useState<string[]>([]);

  const onExport = async () => {
    const outcome = await exporter.run();
    if (outcome.file) saveFile(outcome.file.name, new Blob([outcome.file.text], { type: 'application/json' }));
    onStatus(outcome.status);
  };
  const onImport = async (file: File) => {
    setProblems([]);
    const outcome = await importer.run(await file.text());
    setProblems(outcome.problems);
    onStatus(outcome.status);
  };

  return (
    <AdminPanel title="Export and Import">
      <Stack gap="5">
        <Box>
          <Text mb="2">
            Download all content as one JSON file: sections, settings, projects and blog posts with their revisions, resume entries and
            skills. Images and the resume PDF stay where they are; the file keeps their addresses.
          </Text>
          <Button size="sm" onClick={() => void onExport()} disabled={exporter.pending}>
            <LuDownload aria-hidden /> {exporter.pending ? 'Exporting...' : 'Download Export'}
          </Button>
        </Box>
        <Box>
          <Text mb="2">
            Import an export into an empty site (a new project). The whole file is checked first; a file with any problem is refused and
            nothing is stored. Should the page close while it writes, the import can be resumed or undone here.
          </Text>
          <Box mb="3">
            <ImportState onStatus={onStatus} />
          </Box>
          <Flex gap="3" align="center">
            <FileButton
              accept="application/json,.json"
              label="Import file"
              onFile={(file) => void onImport(file)}
              disabled={importer.pending}
            >
              <LuUpload aria-hidden /> {importer.pending ? 'Importing...' : 'Import Export File'}
            </FileButton>
          </Flex>
          {problems.length > 0 && (
            <Box mt="3">
              <FileReport label="Problems in the file" headline="What is wrong with the file:" items={problems} refused />
            </Box>
          )}
        </Box>
      </Stack>
    </AdminPanel>
  );
}
