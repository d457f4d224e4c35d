import type { SectionContent, SectionName } from '@portfolio/model';
import { useMutation } from '@/data/use-mutation';

/** Each section's own success and failure message. */
export const SECTION_MESSAGES: Record<SectionName, { success: string; failure: string }> = {
  hero: { success: 'Hero section updated successfully!', failure: 'Failed to update hero section. Please try again.' },
  about: { success: 'About section updated successfully!', failure: 'Failed to update about section. Please try again.' },
  contact: {
    success: 'Contact section updated successfully!',
    failure: 'Failed to update contact section. Please try again.',
  },
};

/** Saves one section (hero, about or contact), the whole of it, and reports the result; never throws. */
export function useUpdateSection<N extends SectionName>(name: N) {
  return useMutation((port, value: SectionContent[N]) => port.set('sections', name, { content: value }), SECTION_MESSAGES[name]);
}
