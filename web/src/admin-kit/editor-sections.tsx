/** The fields of an editor page: a calm writing surface (its settings in a drawer), one panel, or one panel per section. */
import { Box, Stack } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import type { Status } from '@/lib/status';
import { AdminPanel } from './admin-page';
import type { FormSection } from './editor-types';
import { FormFields, type FieldSpec } from './form-fields';
import type { FormValues } from './form-values';

/** A type's writing fields (its declared `writing`: a title, a body) and the rest of its form, its settings. */
export interface WritingLayout {
  writing: readonly FieldSpec[];
  settings: readonly FieldSpec[];
}

/** The writing layout of an editor of one item whose type declares its writing fields; null for any other form. */
export function writingLayout(sections: readonly FormSection[], specs: readonly FieldSpec[][]): WritingLayout | null {
  const writing = sections.length === 1 && !sections[0]!.prefix ? sections[0]!.type.admin?.writing : undefined;
  if (!writing) return null;
  const keys = new Set<string>(writing);
  return { writing: specs[0]!.filter((s) => keys.has(s.key)), settings: specs[0]!.filter((s) => !keys.has(s.key)) };
}

export function Sections({
  sections,
  specs,
  layout,
  form,
  report,
}: {
  sections: readonly FormSection[];
  specs: readonly FieldSpec[][];
  layout: WritingLayout | null;
  form: UseFormReturn<FormValues>;
  report: (status: Status) => void;
}) {
  if (sections.length === 1 && !sections[0]!.title) {
    return (
      <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: layout ? '8' : '6' }} bg="bg.panel">
        <Stack gap="4">
          {sections[0]!.intro}
          <FormFields specs={layout?.writing ?? specs[0]!} form={form} onStatus={report} columns={layout ? 1 : 2} />
        </Stack>
      </Box>
    );
  }
  return (
    <Box>
      {sections.map((section, i) => (
        <AdminPanel key={section.prefix} title={section.title ?? ''}>
          {section.intro}
          <FormFields specs={specs[i]!} form={form} onStatus={report} />
        </AdminPanel>
      ))}
    </Box>
  );
}
