import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StatusBanner, type Status } from '@/components/ui/status-banner';
import { AdminTrail, type Trail } from './admin-trail';
import { useDocumentTitle } from './use-document-title';

/**
 * The frame of every admin screen: its heading, then the status banner, then the content. The
 * browser tab says where the owner is ('<documentTitle or title> · Admin'). A page under a screen (an
 * editor, a sub-screen) says where it sits above the heading ('Blog Posts / Edit'): the heading
 * stays the screen's own, said once.
 */
export function AdminPage({
  title,
  status,
  actions,
  documentTitle,
  trail,
  children,
}: {
  title: string;
  trail?: Trail;
  status: Status;
  actions?: ReactNode;
  documentTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Stack gap="0" maxW="7xl">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} mb="6" gap="3">
        <div>
          {trail && <AdminTrail {...trail} />}
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </div>
        {actions}
      </Stack>
      <StatusBanner status={status} />
      {children}
    </Stack>
  );
}

/** A titled panel inside an admin screen. */
export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel" mb="8">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
