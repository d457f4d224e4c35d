import { useCallback, useState } from 'react';
import type { SectionContent, SectionName } from '@portfolio/model';
import type { MutationResult } from '@/data/use-mutation';
import { errorDetail } from '@/data/use-mutation';
import { useContent } from './content-provider';

/** Spec §8: each section's own success and failure message. */
export const SECTION_MESSAGES: Record<SectionName, { success: string; failure: string }> = {
  hero: { success: 'Hero section updated successfully!', failure: 'Failed to update hero section. Please try again.' },
  about: { success: 'About section updated successfully!', failure: 'Failed to update about section. Please try again.' },
  contact: {
    success: 'Contact section updated successfully!',
    failure: 'Failed to update contact section. Please try again.',
  },
};

/** Saves one section (hero, about or contact) and reports the result; never throws. */
export function useUpdateSection<N extends SectionName>(name: N) {
  const { updateSection } = useContent();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (value: SectionContent[N]): Promise<MutationResult> => {
      const messages = SECTION_MESSAGES[name];
      setPending(true);
      try {
        await updateSection(name, value);
        return { ok: true, status: { kind: 'success', message: messages.success } };
      } catch (error) {
        return { ok: false, status: { kind: 'error', message: messages.failure, detail: errorDetail(error) } };
      } finally {
        setPending(false);
      }
    },
    [name, updateSection],
  );
  return { run, pending };
}
