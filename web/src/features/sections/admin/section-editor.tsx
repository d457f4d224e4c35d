import { SECTIONS, type SectionContent, type SectionName } from '@portfolio/model';
import { DocumentEditor } from '@/admin-kit/document-editor';
import type { FormSection } from '@/admin-kit/editor-types';
import { adminPaths, screenTitle } from '@/admin-kit/admin-table';
import { basisOf } from '@/data/content/based-on';
import { useContent } from '../api/content-provider';
import { useUpdateSection } from '../api/use-update-section';

/**
 * The editor of one home-page section (Hero, About, Contact): the section's declaration is its form
 * (packages/model/src/content-types/sections.ts), on the shared editor page; a screen adds only what
 * the declaration cannot say. Its heading is its screen's title (the section's name is its screen's).
 */
export function SectionEditor<N extends SectionName>({ name, ...more }: { name: N } & Pick<FormSection, 'overrides' | 'intro'>) {
  const { content, stored, loading } = useContent();
  const save = useUpdateSection(name);
  const basis = basisOf('sections', name, stored.find((doc) => doc.id === name) ?? null);
  return (
    <DocumentEditor
      title={screenTitle(name)}
      draft={`sections:${name}`}
      loading={loading}
      sections={[{ type: SECTIONS[name], stored: content[name], basis, ...more }]}
      onSave={([record], based) => save.runBasedOn(based, record as unknown as SectionContent[N])}
      cancelTo={adminPaths.dashboard}
    />
  );
}
