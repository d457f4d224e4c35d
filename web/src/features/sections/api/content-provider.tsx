/**
 * Editable text blocks (spec §1, §3, §7): all sections are loaded at once on start and kept live;
 * each stored section is laid over its defaults by name.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { EMPTY_SECTIONS, type SectionContent, type SectionName } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';
import { useLiveQuery } from '@/data/use-live';

export interface ContentState {
  content: SectionContent;
  loading: boolean;
  error: string | null;
  updateSection: <N extends SectionName>(name: N, value: SectionContent[N]) => Promise<void>;
}

const ContentContext = createContext<ContentState | null>(null);

const SECTION_NAMES = new Set<string>(['hero', 'about', 'contact']);
/** Every section, in one live query (also what the server renderer reads first). */
export const SECTIONS_QUERY = { collection: 'sections' } as const;

export function ContentProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const live = useLiveQuery(SECTIONS_QUERY);

  const content = useMemo(() => {
    const next = { ...EMPTY_SECTIONS };
    for (const doc of live.data) {
      if (SECTION_NAMES.has(doc.id))
        (next as Record<string, unknown>)[doc.id] = { ...EMPTY_SECTIONS[doc.id as SectionName], ...doc.content };
    }
    return next;
  }, [live.data]);
  const error = live.error ? live.error.message || 'Failed to fetch content' : null;

  const updateSection = useCallback(
    async <N extends SectionName>(name: N, value: SectionContent[N]) => {
      try {
        await port.set('sections', name, { content: value });
      } catch (e) {
        console.error('Failed to update content', e);
        throw e instanceof Error && e.message ? e : new Error('Failed to update content');
      }
    },
    [port],
  );

  const value = useMemo(() => ({ content, loading: live.loading, error, updateSection }), [content, live.loading, error, updateSection]);
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

export function useContent(): ContentState {
  const state = useContext(ContentContext);
  if (!state) throw new Error('useContent must be used within a ContentProvider');
  return state;
}
