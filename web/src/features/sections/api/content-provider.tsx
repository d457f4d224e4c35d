/**
 * Editable text blocks: all sections are loaded at once on start and kept live;
 * each stored section is laid over its defaults by name.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { EMPTY_SECTIONS, type SectionContent, type SectionName } from '@portfolio/model';
import type { Doc } from '@/data/port';
import { useLiveQuery } from '@/data/use-live';

export interface ContentState {
  content: SectionContent;
  /** The stored section documents `content` was made of (an editor's save is based on its own). */
  stored: readonly Doc<'sections'>[];
  loading: boolean;
  error: string | null;
}

const ContentContext = createContext<ContentState | null>(null);

const SECTION_NAMES = new Set<string>(['hero', 'about', 'contact']);
/** Every section, in one live query (also what the server renderer reads first). */
export const SECTIONS_QUERY = { collection: 'sections' } as const;

export function ContentProvider({ children }: { children: ReactNode }) {
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

  const value = useMemo(() => ({ content, stored: live.data, loading: live.loading, error }), [content, live.data, live.loading, error]);
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

export function useContent(): ContentState {
  const state = useContext(ContentContext);
  if (!state) throw new Error('useContent must be used within a ContentProvider');
  return state;
}
