import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { DataProvider } from '@/data/data-provider';
import type { DataPort } from '@/data/port';
import { ContentProvider } from '@/features/sections/api/content-provider';
import { SiteSettingsProvider } from '@/features/settings/api/site-settings';
import { SiteThemeColors } from '@/features/settings/site-theme-colors';
import { system } from './theme';

/** Every provider the app needs, in one place (tests use the same through renderWithApp). */
export function AppProviders({ port, children }: { port: DataPort; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <DataProvider port={port}>
          <SiteSettingsProvider>
            <SiteThemeColors />
            <ContentProvider>{children}</ContentProvider>
          </SiteSettingsProvider>
        </DataProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
