import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider, type ColorMode } from '@/components/ui/color-mode';
import { DataProvider } from '@/data/data-provider';
import type { DataPort } from '@/data/port';
import { PreloadProvider, type Preload } from '@/data/preload';
import { ContentProvider } from '@/features/sections/api/content-provider';
import { SiteSettingsProvider } from '@/features/settings/api/site-settings';
import { SiteThemeColors } from '@/features/settings/site-theme-colors';
import { getSystem } from './theme';

export interface ServedPage {
  /** The reads the server rendered the page with (see data/preload.tsx). */
  preload: Preload;
  /** The colour mode the server rendered in (the site's default). */
  colorMode: ColorMode;
}

/**
 * Every provider the app needs, in one place (tests use the same through renderWithApp). `served`
 * is set when rendering on the server, and when hydrating a page the server rendered.
 */
export function AppProviders({
  port,
  served,
  system = getSystem(),
  children,
}: {
  port: DataPort;
  served?: ServedPage;
  /** The design system; app/hydrate-served-page.tsx gives a served page's own (app/theme.ts: servedPageSystem). */
  system?: ReturnType<typeof getSystem>;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider serverMode={served?.colorMode}>
        <DataProvider port={port}>
          <PreloadProvider value={served?.preload ?? null}>
            <SiteSettingsProvider>
              <SiteThemeColors />
              <ContentProvider>{children}</ContentProvider>
            </SiteSettingsProvider>
          </PreloadProvider>
        </DataProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
