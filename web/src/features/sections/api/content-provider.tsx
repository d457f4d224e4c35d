/**
 * Editable text blocks (spec §1, §3, §7): all sections are loaded at once on start and kept live;
 * any inserted or changed row is applied to the map by name.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { EMPTY_SECTIONS, type SectionContent, type SectionName } from '@portfolio/model';
import { useDataPort } from '@/data/data-provider';

export interface ContentState {
  content: SectionContent;
  loading: boolean;
  error: string | null;
  updateSection: <N extends SectionName>(name: N, value: SectionContent[N]) => Promise<void>;
}

const ContentContext = createContext<ContentState | null>(null);

const SECTION_NAMES = new Set<string>(['hero', 'about', 'contact']);

export function ContentProvider({ children }: { children: ReactNode }) {
  const port = useDataPort();
  const [content, setContent] = useState<SectionContent>(EMPTY_SECTIONS);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      port.subscribe(
        { collection: 'sections' },
        (docs) =>
          startTransition(() => {
            setContent((current) => {
              const next = { ...current };
              for (const doc of docs) {
                if (SECTION_NAMES.has(doc.id))
                  (next as Record<string, unknown>)[doc.id] = { ...EMPTY_SECTIONS[doc.id as SectionName], ...doc.content };
              }
              return next;
            });
            setLoading(false);
            setError(null);
          }),
        (e) => {
          console.error('Failed to fetch content', e);
          setError(e instanceof Error && e.message ? e.message : 'Failed to fetch content');
          setLoading(false);
        },
      ),
    [port],
  );

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

  const value = useMemo(() => ({ content, loading, error, updateSection }), [content, loading, error, updateSection]);
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

export function useContent(): ContentState {
  const state = useContext(ContentContext);
  if (!state) throw new Error('useContent must be used within a ContentProvider');
  return state;
}
