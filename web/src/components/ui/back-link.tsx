import { Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** "Back to …" above a page's content: always at the column's left edge, the same on every page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="ghost" px="0" color="brand.fg" alignSelf="flex-start">
      <RouterLink to={to}>
        <LuArrowLeft aria-hidden /> {children}
      </RouterLink>
    </Button>
  );
}
