import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A technology badge's text as a link to the projects that use it (issue 24: /projects?tech=…, served, works without script). */
export function TechnologyLink({ tech }: { tech: string }) {
  return (
    <Link asChild color="inherit" textDecoration="none" _hover={{ textDecoration: 'underline' }} aria-label={`Projects using ${tech}`}>
      <RouterLink to={`${paths.projects}?tech=${encodeURIComponent(tech)}`}>{tech}</RouterLink>
    </Link>
  );
}
