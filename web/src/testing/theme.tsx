/**
 * The app's Chakra theme around one piece, for tests of shared components: components/ may not import
 * app/ (where the theme lives), and these tests need no router, data port or session.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from '@/app/theme';

export const Themed = ({ children }: { children: ReactNode }) => <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
