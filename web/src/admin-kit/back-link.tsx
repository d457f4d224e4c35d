import { Link } from '@chakra-ui/react';
import { LuArrowLeft } from '@/admin-kit/icons';
import { Link as RouterLink } from 'react-router-dom';

/** "← <list>": from an editor back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild color="fg.muted" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
      <RouterLink to={to}>
        <LuArrowLeft aria-hidden />
        {label}
      </RouterLink>
    </Link>
  );
}
