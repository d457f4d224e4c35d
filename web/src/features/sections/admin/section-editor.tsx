import { SECTIONS, type SectionContent, type SectionName } from '@portfolio/model';
import { DocumentEditor } from '@/admin-kit/document-editor';
import type { FormSection } from '@/admin-kit/editor-page';
import { adminPaths } from '@/admin-kit/admin-table';
import { basisOf } from '@/data/content/based-on';
import { useContent } from '../api/content-provider';
import { useUpdateSection } from '../api/use-update-section';

/**
 * The editor of one home-page section (Hero, About, Contact): the section's declaration is its form
 * (packages/model/src/content-types/sections.ts), on the shared editor page; a screen adds only what
 * the declaration cannot say.
 */
export function SectionEditor<N extends SectionName>({
  name,
  title,
  ...more
}: { name: N; title: string } & Pick<FormSection, 'overrides' | 'intro'>) {
  const { content, stored, loading } = useContent();
  const save = useUpdateSection(name);
  const basis = basisOf('sections', name, stored.find((doc) => doc.id === name) ?? null);
  return (
    <DocumentEditor
      title={title}
      draft={`sections:${name}`}
      loading={loading}
      sections={[{ type: SECTIONS[name], stored: content[name], basis, ...more }]}
      onSave={([record], based) => save.runBasedOn(based, record as unknown as SectionContent[N])}
      cancelTo={adminPaths.dashboard}
    />
  );
}
