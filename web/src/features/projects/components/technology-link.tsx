import { Link, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { technologyFilterQuery } from '../api/use-projects';

/**
 * A technology badge's text as a link to the projects that use it (/projects?tech=…, served,
 * works without script). The link's text says where it goes ("Projects using Go"), the badge shows the
 * name: a link reading only "Go" is one crawlers and screen-reader link lists cannot tell apart.
 */
export function TechnologyLink({ tech }: { tech: string }) {
  return (
    <Link asChild color="inherit" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
      <RouterLink to={`${paths.projects}?${technologyFilterQuery(tech)}`}>
        {/* The space outside the hidden words: inside, name computation drops it ("Projects usingGo"). */}
        <VisuallyHidden>Projects using</VisuallyHidden> {tech}
      </RouterLink>
    </Link>
  );
}
